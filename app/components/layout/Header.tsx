import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { brand } from "~/site/brand";
import { HEADER_COMPACT_SCROLL_PX, MOBILE_BREAKPOINT_PX } from "~/site/constants";
import { contactLabel, contactPath, type HeaderVariant, navGroups } from "~/site/navigation";
import { shellUiCopy } from "~/site/page-text";
import { DesktopNav } from "./DesktopNav";
import { JapanSiteLink } from "./JapanSiteLink";
import { MobileMenu } from "./MobileMenu";

/**
 * The site header. It is compact at 768px or narrower, when scrolled more than 10px, or on hover;
 * the narrow case is also in CSS, so the server-rendered page is right before hydration.
 */
export function Header({ variant }: { variant: HeaderVariant }) {
  const [hovered, setHovered] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_COMPACT_SCROLL_PX);
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onResize = () => setNarrow(query.matches);
    onScroll();
    onResize();
    const listening = new AbortController();
    window.addEventListener("scroll", onScroll, { passive: true, signal: listening.signal });
    query.addEventListener("change", onResize, { signal: listening.signal });
    return () => listening.abort();
  }, []);
  const compact = hovered || scrolled || narrow;
  // Stable groups per variant, so the memoized menus skip the header's re-renders (e.g. turning compact).
  const groups = useMemo(() => navGroups(variant), [variant]);
  const transparent = variant === "transparent";
  // The transparent header floats over a dark hero and turns solid once it is compact.
  const overHero = transparent && !compact;

  return (
    <>
      <header
        className={`site-header fixed inset-x-0 top-0 z-50 ${
          overHero
            ? "bg-transparent text-white"
            : transparent
              ? "bg-navy-900/95 text-white shadow-lg"
              : "bg-white text-navy-900 shadow-sm"
        }`}
        data-variant={variant}
        data-compact={compact ? "true" : "false"}
        onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        <div className="container-page flex h-full items-center justify-between gap-2 lg:gap-4">
          <Link to="/" className="shrink-0" aria-label={shellUiCopy.homeLinkLabel}>
            <img
              className="site-logo"
              src={transparent ? brand.logo.lightSrc : brand.logo.src}
              alt={brand.name}
              width={brand.logo.width}
              height={brand.logo.height}
            />
          </Link>
          <DesktopNav groups={groups} light={transparent} />
          <div className="hidden items-center gap-2 desk:flex lg:gap-3">
            <JapanSiteLink />
            <Link to={contactPath} className="btn btn-accent whitespace-nowrap max-lg:px-4">
              {contactLabel}
            </Link>
          </div>
          <MobileMenu groups={groups} light={transparent} />
        </div>
      </header>
      {/* The solid header is fixed too; this keeps its full height in the flow (see shell.css). */}
      {transparent ? null : <div className="site-header-spacer" aria-hidden="true" />}
    </>
  );
}
