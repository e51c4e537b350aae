import { type ImgHTMLAttributes, useState } from "react";
import { PLACEHOLDER_IMAGE } from "~/lib/images";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height"> & {
  src: string | null | undefined;
  /** Intrinsic size, always given so the layout does not shift while images load. */
  width: number;
  height: number;
};

/** An image that shows the placeholder when its source is missing or fails to load. */
export function Img({
  src,
  alt = "",
  loading = "lazy",
  decoding = "async",
  srcSet,
  sizes,
  ...rest
}: ImgProps) {
  const [failed, setFailed] = useState(false);
  const broken = !src || failed;
  return (
    <img
      {...rest}
      src={broken ? PLACEHOLDER_IMAGE : src}
      // The browser prefers srcset over src: a broken image must lose both.
      srcSet={broken ? undefined : srcSet}
      sizes={broken ? undefined : sizes}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={() => setFailed(true)}
    />
  );
}
