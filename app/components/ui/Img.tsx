import { type ImgHTMLAttributes, useState } from "react";
import { isLocalRaster, MODERN_FORMATS, PLACEHOLDER_IMAGE, variantSrcSet } from "~/lib/images";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height" | "decoding"> & {
  src: string | null | undefined;
  /** Intrinsic size, always given so the layout does not shift while images load. */
  width: number;
  height: number;
};

/**
 * An image with a placeholder when missing or broken. Rasters of public/images are offered in a
 * <picture> as AVIF and WebP at several widths, with the original as fallback.
 */
export function Img({ src, alt = "", loading = "lazy", srcSet, sizes, ...rest }: ImgProps) {
  const [failed, setFailed] = useState(false);
  const broken = !src || failed;
  const image = (
    <img
      {...rest}
      src={broken ? PLACEHOLDER_IMAGE : src}
      // The browser prefers srcset over src: a broken image must lose both.
      srcSet={broken ? undefined : srcSet}
      sizes={broken ? undefined : sizes}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
  if (broken || !isLocalRaster(src)) return image;
  // display: contents keeps the <img> the box that layout classes (flex, width) apply to.
  return (
    <picture className="contents">
      {MODERN_FORMATS.map(({ format, type }) => (
        <source key={format} type={type} srcSet={variantSrcSet(src, rest.width, format)} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
