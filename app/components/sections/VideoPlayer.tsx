import { useEffect, useRef } from "react";
import { useHydrated } from "~/components/ui/useHydrated";
import { NATIVE_CONTROLS_FALLBACK_MS } from "~/site/constants";
import { videoUiCopy } from "~/site/section-text";
import type { VideoOnPage } from "~/cms/video-views.server";
import { VIDEO_SIZE } from "~/site/videos";
import { InlineScript } from "../ui/InlineScript";
import { VideoControls } from "./VideoControls";

/**
 * Removes the browser's controls before the first layout, as Chromium's are costly to build and
 * restyle during load (ADR 022); VideoControls replaces them, and they return if it has not arrived
 * NATIVE_CONTROLS_FALLBACK_MS after load. Without JavaScript the browser's controls stay.
 */
export const handOverScript = `(function(v){v.controls=false;addEventListener("load",function(){setTimeout(function(){if(!v.hasAttribute("data-own-controls"))v.controls=true},${NATIVE_CONTROLS_FALLBACK_MS})})})(document.currentScript.previousElementSibling)`;

/**
 * The video pages' player: autoplaying (allowed because muted), with controls. The effect retries
 * play() in case the first attempt came before hydration.
 */
export function VideoPlayer({ video, label }: { video: VideoOnPage; label: string }) {
  const hydrated = useHydrated();
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    element.muted = true;
    if (element.paused) element.play().catch(() => {});
  }, []);
  return (
    <div className="video-frame overflow-hidden rounded-2xl bg-navy-900">
      <video
        ref={videoRef}
        className="block aspect-video h-auto w-full"
        src={video.url}
        poster={video.poster?.url}
        width={VIDEO_SIZE.width}
        height={VIDEO_SIZE.height}
        aria-label={label}
        autoPlay
        muted
        // Served with the browser's controls for visitors without JavaScript; the script below removes them.
        controls={!hydrated}
        data-own-controls={hydrated ? "" : undefined}
        suppressHydrationWarning
        playsInline
        preload="auto"
      >
        <track kind="captions" src={video.captions} srcLang="en" label={videoUiCopy.captionsLabel} />
      </video>
      <InlineScript code={import.meta.env.SSR ? handOverScript : ""} />
      {/* Served empty; with scripting on, CSS reserves the bar's height so it arrives without a shift. */}
      <div className="video-bar">{hydrated && <VideoControls videoRef={videoRef} />}</div>
    </div>
  );
}
