import { type KeyboardEvent, useEffect, useRef, useState, memo } from "react";
import { Link, useLocation } from "react-router";
import { DROPDOWN_CLOSE_DELAY_MS } from "~/site/constants";
import type { NavGroup } from "~/site/navigation";
import { shellUiCopy } from "~/site/page-text";

/** The header's menus: its groups of links, and whether they sit over the dark hero. */
export type MenuProps = { groups: NavGroup[]; light: boolean };

/**
 * The desktop dropdowns: hover opens one, a click toggles, and they close 300 ms after the pointer
 * leaves. Keyboard use follows the WAI-ARIA disclosure navigation pattern.
 */
export const DesktopNav = memo(function DesktopNav({ groups, light }: MenuProps) {
  const [openId, setOpenId] = useState<NavGroup["id"] | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpenId(null), DROPDOWN_CLOSE_DELAY_MS);
  };
  const open = (id: NavGroup["id"]) => {
    cancelClose();
    setOpenId(id);
  };

  // A navigation closes any open dropdown; unmounting drops a pending timer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => setOpenId(null), [pathname]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onTriggerKey = (id: NavGroup["id"]) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const panel = document.getElementById(`nav-panel-${id}`);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      open(id);
      requestAnimationFrame(() => panel?.querySelector<HTMLAnchorElement>("a")?.focus());
    } else if (event.key === "Escape") {
      setOpenId(null);
    }
  };

  const onPanelKey = (id: NavGroup["id"]) => (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a")];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape") {
      event.preventDefault();
      setOpenId(null);
      document.getElementById(`nav-trigger-${id}`)?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    }
  };

  return (
    <nav aria-label={shellUiCopy.landmarks.mainNav} className="hidden h-full desk:block">
      <ul className="flex h-full items-center lg:gap-1">
        {groups.map((group) => {
          const isOpen = openId === group.id;
          const panelId = `nav-panel-${group.id}`;
          return (
            <li
              key={group.id}
              className="relative flex h-full items-center"
              onPointerEnter={(e) => e.pointerType === "mouse" && open(group.id)}
              onPointerLeave={(e) => e.pointerType === "mouse" && scheduleClose()}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenId(null);
              }}
            >
              <button
                id={`nav-trigger-${group.id}`}
                type="button"
                className={`flex items-center gap-1 rounded px-1 py-2 font-semibold lg:px-3 ${
                  light ? "hover:bg-white/10" : "hover:bg-slate-100"
                }`}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => (isOpen ? setOpenId(null) : open(group.id))}
                onKeyDown={onTriggerKey(group.id)}
              >
                {group.label}
                <svg
                  aria-hidden="true"
                  width="12"
                  height="12"
                  viewBox="0 0 12 12"
                  className={isOpen ? "rotate-180" : ""}
                >
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and arrows act on the links inside */}
              <div
                id={panelId}
                hidden={!isOpen}
                onKeyDown={onPanelKey(group.id)}
                className="absolute left-0 top-full z-50 pt-2"
                data-testid={`dropdown-${group.id}`}
              >
                <ul className="w-80 rounded-xl bg-white p-2 text-navy-900 shadow-xl ring-1 ring-slate-200">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        to={link.href}
                        className="flex items-start gap-3 rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50"
                        onClick={() => setOpenId(null)}
                      >
                        {link.image ? (
                          <img
                            src={link.image}
                            alt=""
                            width={56}
                            height={42}
                            className="mt-0.5 rounded"
                            loading="lazy"
                          />
                        ) : null}
                        <span>
                          <span className="block font-semibold">{link.label}</span>
                          {link.description ? (
                            <span className="mt-0.5 block text-sm text-slate-600">{link.description}</span>
                          ) : null}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
