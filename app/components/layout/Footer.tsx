import type { ComponentType } from "react";
import { Link } from "react-router";
import { brand } from "~/site/brand";
import { legalLinks, type NavGroup } from "~/site/navigation";
import { footerSocials } from "~/site/socials";
import { shellUiCopy } from "~/site/page-text";
import { SocialLinks } from "../ui/SocialLinks";
import { NoScriptNav } from "./NoScriptNav";

/** `Lead`: a block the page puts at the top of the footer (its route's handle, see shell-handle.ts). */
export function Footer({ Lead, groups }: { Lead?: ComponentType; groups: NavGroup[] }) {
  return (
    <footer className="render-near-view bg-navy-900 text-slate-200 [--estimated-height:7.5rem]">
      {Lead ? <Lead /> : null}
      <NoScriptNav groups={groups} />
      <div className="container-page flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-4">
          <Link to="/" aria-label={shellUiCopy.homeLinkLabel}>
            <img src={brand.logo.lightSrc} alt={brand.name} width={120} height={32} loading="lazy" />
          </Link>
          <p className="text-sm">{shellUiCopy.copyright}</p>
        </div>
        <nav aria-label={shellUiCopy.landmarks.legalNav}>
          <ul className="flex gap-6 text-sm">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline-offset-4 hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SocialLinks socials={footerSocials} tone="light" />
      </div>
    </footer>
  );
}
