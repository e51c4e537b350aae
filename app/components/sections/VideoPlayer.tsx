import { useEffect, useRef } from "react";
import { videoUiCopy } from "~/site/page-ui-copy";
import { VIDEO_SIZE, type Video } from "~/site/videos";

/**
 * Spec §2 Video pages: an autoplaying, muted player with controls. Muted autoplay is allowed
 * by browsers; the effect retries play() in case the first attempt happened before hydration.
 */
export function VideoPlayer({ video, label }: { video: Video; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.muted = true;
    if (element.paused) element.play().catch(() => {});
  }, []);
  return (
    <video
      ref={ref}
      className="aspect-video h-auto w-full rounded-2xl bg-navy-900"
      src={video.url}
      poster={video.thumbnail}
      width={VIDEO_SIZE.width}
      height={VIDEO_SIZE.height}
      aria-label={label}
      autoPlay
      muted
      controls
      playsInline
      preload="auto"
    >
      <track kind="captions" src={video.captions} srcLang="en" label={videoUiCopy.captionsLabel} />
    </video>
  );
}
