import { type HeaderVariant, transparentHeaderPaths } from "./navigation";

/**
 * "/Contact-Us/" → "/contact-us": route matching ignores case and a trailing slash. Kept here
 * (not imported from pages/index) so the shell does not pull every page's data into the root chunk.
 */
function pathKey(pathname: string): string {
  return (pathname.replace(/\/+$/, "") || "/").toLowerCase();
}

const transparentKeys = new Set(transparentHeaderPaths.map(pathKey));

export function headerVariantFor(pathname: string): HeaderVariant {
  return transparentKeys.has(pathKey(pathname)) ? "transparent" : "solid";
}
