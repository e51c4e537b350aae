import { type ComponentProps, type RefObject, useEffect, useState } from "react";
import { formatMediaTime } from "~/lib/media-time";
import { videoUiCopy } from "~/site/section-text";

// A seek ends with timeupdate, and loaded metadata brings durationchange (HTML standard).
const MEDIA_EVENTS = ["play", "pause", "volumechange", "timeupdate", "durationchange"];

/** What the bar shows; full screen is the player's frame around the video and this bar. */
function readState(video: HTMLVideoElement) {
  return {
    playing: !video.paused,
    muted: video.muted,
    current: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    captions: video.textTracks[0]?.mode === "showing",
    fullScreen: document.fullscreenElement !== null && document.fullscreenElement === video.parentElement,
  };
}

/**
 * The video's control bar, from plain buttons and a range input for keyboard and screen reader use.
 * It reads state from the element's events, so it reflects changes made by anything.
 */
export function VideoControls({ videoRef }: { videoRef: RefObject<HTMLVideoElement | null> }) {
  const [state, setState] = useState<ReturnType<typeof readState> | null>(null);
  // The seek slider's position while it has keyboard focus, else null: a screen reader announces
  // every change of a focused slider, so playback does not move it then. Whole seconds.
  const [heldAt, setHeldAt] = useState<number | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setState(readState(video));
    update();
    const listening = new AbortController();
    const options = { signal: listening.signal };
    for (const name of MEDIA_EVENTS) video.addEventListener(name, update, options);
    video.textTracks.addEventListener("change", update, options);
    document.addEventListener("fullscreenchange", update, options);
    return () => listening.abort();
  }, [videoRef]);

  const video = videoRef.current;
  if (!state || !video) return null;
  const frame = video.parentElement;
  // iPhone Safari's video-only full screen, a prefixed API missing from the DOM types.
  const ownFullScreen = "webkitEnterFullscreen" in video ? video.webkitEnterFullscreen : undefined;
  const canFullScreen = Boolean(frame && document.fullscreenEnabled) || typeof ownFullScreen === "function";
  const total = formatMediaTime(state.duration);
  const sliderAt = heldAt ?? state.current;

  const togglePlay = () => {
    if (video.paused) video.play().catch(() => {});
    else video.pause();
  };
  const toggleCaptions = () => {
    const track = video.textTracks[0];
    if (track) track.mode = track.mode === "showing" ? "hidden" : "showing";
  };
  const toggleFullScreen = () => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    else if (frame && document.fullscreenEnabled) frame.requestFullscreen().catch(() => {});
    else {
      try {
        if (typeof ownFullScreen === "function") ownFullScreen.call(video);
      } catch {
        // iPhone Safari refuses until the first frame has loaded; pressing again then works.
      }
    }
  };

  return (
    <fieldset className="video-controls" aria-label={videoUiCopy.controlsLabel}>
      <ControlButton
        aria-label={state.playing ? videoUiCopy.pause : videoUiCopy.play}
        icon={state.playing ? ICON_PATHS.pause : ICON_PATHS.play}
        onClick={togglePlay}
      />
      <input
        type="range"
        className="video-seek"
        aria-label={videoUiCopy.seek}
        aria-valuetext={videoUiCopy.position(formatMediaTime(sliderAt), total)}
        min={0}
        max={state.duration}
        // Whole seconds, so each arrow key press is an audible change.
        step={1}
        value={Math.min(sliderAt, state.duration)}
        disabled={state.duration === 0}
        onFocus={(event) => {
          if (event.currentTarget.matches(":focus-visible")) setHeldAt(Math.floor(video.currentTime));
        }}
        onKeyDown={(event) => {
          // Step from the video's current time, not the held position: the slider takes it
          // before the browser applies the key.
          if (heldAt !== null) event.currentTarget.value = String(Math.floor(video.currentTime));
        }}
        onBlur={() => setHeldAt(null)}
        onChange={(event) => {
          const position = Number(event.currentTarget.value);
          video.currentTime = position;
          // Shown at once, or the slider would spring back until the video has finished seeking.
          setState((shown) => shown && { ...shown, current: position });
          setHeldAt((held) => (held === null ? null : position));
        }}
      />
      <span className="video-time" aria-hidden="true">
        {formatMediaTime(state.current)} / {total}
      </span>
      <ControlButton
        aria-label={state.muted ? videoUiCopy.unmute : videoUiCopy.mute}
        icon={ICON_PATHS.speaker + (state.muted ? ICON_PATHS.soundOff : ICON_PATHS.soundOn)}
        onClick={() => {
          video.muted = !video.muted;
        }}
      />
      {/* The player always gives the video its captions track. */}
      <ControlButton
        aria-label={videoUiCopy.captions}
        icon={ICON_PATHS.captions}
        aria-pressed={state.captions}
        onClick={toggleCaptions}
      />
      {canFullScreen && (
        <ControlButton
          aria-label={state.fullScreen ? videoUiCopy.exitFullScreen : videoUiCopy.fullScreen}
          icon={ICON_PATHS.fullScreen}
          onClick={toggleFullScreen}
        />
      )}
    </fieldset>
  );
}

/**
 * A named button showing a 24-unit icon drawn by one path, hidden from assistive technology. Paths
 * are kept short, as they load with every video page.
 */
function ControlButton({
  icon,
  ...button
}: ComponentProps<"button"> & { icon: string; "aria-label": string }) {
  return (
    <button type="button" className="video-button" {...button}>
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={icon} />
      </svg>
    </button>
  );
}

const ICON_PATHS = {
  play: "M8 5v14l11-7z",
  pause: "M6 5h4v14H6zm8 0h4v14h-4z",
  speaker: "M3 9h4l5-4v14l-5-4H3z",
  // Drawn on from the speaker's starting corner.
  soundOn: "m12-1v8a4 4 0 0 0 0-8z",
  soundOff: "m12 1 1-1 2 2 2-2 1 1-2 2 2 2-1 1-2-2-2 2-1-1 2-2z",
  // A screen with two lines of text; the inner rectangle runs the other way, so it is cut out.
  captions: "M3 6h18v12H3zm2 2v8h14V8zm2 5h4v2H7zm6 0h4v2h-4z",
  // Four corners; the button's name says whether it enters or leaves full screen.
  fullScreen: "M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z",
};
