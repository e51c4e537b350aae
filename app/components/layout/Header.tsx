import { useMemo, useState } from "react";
import { Link } from "react-router";
import { brand } from "~/site/brand";
import { contactLabel, contactPath, type HeaderVariant, navGroups } from "~/site/navigation";
import { shellUiCopy } from "~/site/page-text";
import { DesktopNav } from "./DesktopNav";
import { JapanSiteLink } from "./JapanSiteLink";
import { MobileMenu } from "./MobileMenu";
import { useCompactHeader } from "./useCompactHeader";

export function Header({ variant }: { variant: HeaderVariant }) {
  const [hovered, setHovered] = useState(false);
  const compact = useCompactHeader(hovered);
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
