import type { ImageView } from "~/cms/views";
import { Img } from "../ui/Img";

type ContentImageProps = {
  image: ImageView | null;
  className?: string;
  /** The banner of a detail page is above the fold: load it eagerly. */
  priority?: boolean;
};

/** A CMS image with its srcset from the medium and large formats, or the placeholder. */
export function ContentImage({ image, className = "", priority = false }: ContentImageProps) {
  return (
    <Img
      src={image?.src}
      srcSet={image?.srcSet}
      sizes={image?.sizes}
      alt={image?.alt ?? ""}
      width={image?.width ?? 1200}
      height={image?.height ?? 675}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={`aspect-video w-full object-cover ${className}`}
    />
  );
}
