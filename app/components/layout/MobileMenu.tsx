import { useEffect, useLayoutEffect, useRef, useState, memo } from "react";
import { Link, useLocation } from "react-router";
import { contactLabel, contactPath, type NavGroup } from "~/site/navigation";
import { headerSocials } from "~/site/socials";
import { shellUiCopy } from "~/site/page-text";
import { SocialLinks } from "../ui/SocialLinks";
import type { MenuProps } from "./DesktopNav";
import { JapanSiteLink } from "./JapanSiteLink";

/**
 * The mobile menu in a native modal <dialog> (focus kept inside, Escape closes, focus returns to the
 * menu button). Its content is rendered on first opening (ADR 016): only a script can open it, so
 * serving it with every page would be wasted HTML and hydration.
 */
export const MobileMenu = memo(function MobileMenu({ groups, light }: MenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [openFlags, setOpenFlags] = useState<Partial<Record<NavGroup["id"], boolean>>>({});
  const [openings, setOpenings] = useState(0);
  const { pathname } = useLocation();

  const close = () => dialog.current?.close();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => close(), [pathname]);
  // showModal() focuses the first control, so it runs after the content renders, not on click.
  useLayoutEffect(() => {
    if (openings > 0) dialog.current?.showModal();
  }, [openings]);

  return (
    <div className="desk:hidden">
      <button
        type="button"
        className={`rounded p-2 ${light ? "text-white" : "text-navy-900"}`}
        aria-label={shellUiCopy.mobileMenu.open}
        aria-haspopup="dialog"
        onClick={() => {
          setOpenFlags({});
          setOpenings((count) => count + 1);
        }}
      >
        <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
          <path d="M4 7h20M4 14h20M4 21h20" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        aria-label={shellUiCopy.mobileMenu.title}
        className="mobile-menu m-0 ml-auto h-full max-h-none w-full max-w-sm overflow-y-auto bg-white p-6 text-navy-900 backdrop:bg-navy-900/60"
        onClick={(e) => e.target === e.currentTarget && close()}
        onKeyDown={(e) => e.key === "Escape" && close()}
      >
        {openings > 0 ? (
          <>
            <div className="flex items-center justify-between">
              <span className="text-lg font-bold">{shellUiCopy.mobileMenu.title}</span>
              <button
                type="button"
                className="rounded p-2"
                aria-label={shellUiCopy.mobileMenu.close}
                onClick={close}
              >
                <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
                  <path
                    d="M5 5l14 14M19 5L5 19"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </div>
            <nav aria-label={shellUiCopy.landmarks.mobileNav} className="mt-6">
              <ul className="divide-y divide-slate-200">
                {groups.map((group) => {
                  const expanded = openFlags[group.id] === true;
                  const listId = `mobile-group-${group.id}`;
                  return (
                    <li key={group.id}>
                      <button
                        type="button"
                        className="flex w-full items-center justify-between py-3 text-left text-lg font-semibold"
                        aria-expanded={expanded}
                        aria-controls={listId}
                        onClick={() => setOpenFlags((flags) => ({ ...flags, [group.id]: !flags[group.id] }))}
                      >
                        {group.label}
                        <span aria-hidden="true">{expanded ? "−" : "+"}</span>
                      </button>
                      <ul id={listId} hidden={!expanded} className="pb-3 pl-3">
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <Link to={link.href} className="block py-2 text-slate-700" onClick={close}>
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="mt-6 flex flex-col items-start gap-4">
              <JapanSiteLink withLabel />
              <Link to={contactPath} className="btn btn-accent" onClick={close}>
                {contactLabel}
              </Link>
              <SocialLinks socials={headerSocials} />
            </div>
          </>
        ) : null}
      </dialog>
    </div>
  );
});
