import { contactPath, type HeaderVariant, transparentHeaderPaths } from "./navigation";
import { normalisePath } from "./pages/index";

export function headerVariantFor(pathname: string): HeaderVariant {
  const path = normalisePath(pathname).toLowerCase();
  return transparentHeaderPaths.some((p) => p.toLowerCase() === path) ? "transparent" : "solid";
}

/** The contact page (and its /Contact-Us alias) shows the footer with the Our Offices block. */
export function isContactPath(pathname: string): boolean {
  return normalisePath(pathname).toLowerCase() === contactPath.toLowerCase();
}
