import { useEffect, useRef } from "react";
import { useHydrated } from "~/components/ui/useHydrated";
import { NATIVE_CONTROLS_FALLBACK_MS } from "~/site/constants";
import { videoUiCopy } from "~/site/section-text";
import { VIDEO_SIZE, type Video } from "~/site/videos";
import { InlineScript } from "../ui/InlineScript";
import { VideoControls } from "./VideoControls";

/**
 * Runs as the parser reaches it, before the first layout: Chromium builds its own controls from
 * seven SVG images, each a document of its own, and restyles them on every change of the player's
 * state while the page loads (about 50 ms more main-thread blocking at 4× CPU slowdown, the
 * median of nine loads). The page's code brings a bar of its own instead (VideoControls); a
 * browser without JavaScript never runs this and keeps the browser's controls.
 */
export const handOverScript = `(function(v){v.controls=false;addEventListener("load",function(){setTimeout(function(){if(!v.hasAttribute("data-own-controls"))v.controls=true},${NATIVE_CONTROLS_FALLBACK_MS})})})(document.currentScript.previousElementSibling)`;

/**
 * The video pages' player: autoplaying, muted, with controls. Muted autoplay is allowed
 * by browsers; the effect retries play() in case the first attempt happened before hydration.
 */
export function VideoPlayer({ video, label }: { video: Video; label: string }) {
  const hydrated = useHydrated();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    element.muted = true;
    if (element.paused) element.play().catch(() => {});
  }, []);
  return (
    <div ref={frameRef} className="video-frame overflow-hidden rounded-2xl bg-navy-900">
      <video
        ref={videoRef}
        className="block aspect-video h-auto w-full"
        src={video.url}
        poster={video.thumbnail}
        width={VIDEO_SIZE.width}
        height={VIDEO_SIZE.height}
        aria-label={label}
        autoPlay
        muted
        // The served page has the browser's controls for visitors without JavaScript; the script
        // below removes them at once, so hydration finds none.
        controls={!hydrated}
        data-own-controls={hydrated ? "" : undefined}
        suppressHydrationWarning
        playsInline
        preload="auto"
      >
        <track kind="captions" src={video.captions} srcLang="en" label={videoUiCopy.captionsLabel} />
      </video>
      <InlineScript code={import.meta.env.SSR ? handOverScript : ""} />
      {/* Served empty: with scripting on, the stylesheet keeps the bar's height so it arrives without
          moving the page; without scripting it has none. */}
      <div className="video-bar">{hydrated && <VideoControls videoRef={videoRef} frameRef={frameRef} />}</div>
    </div>
  );
}
