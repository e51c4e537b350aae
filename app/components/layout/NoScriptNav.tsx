import { Link } from "react-router";
import { contactLabel, contactPath, type NavGroup } from "~/site/navigation";
import { shellUiCopy } from "~/site/page-text";

/** A plain list of every header link for browsers without JavaScript, whose menus need scripts. */
export function NoScriptNav({ groups }: { groups: NavGroup[] }) {
  // <noscript> content renders only on the server, so the list stays out of the browser bundle (ADR 016).
  return <noscript>{import.meta.env.SSR ? <NoScriptLinks groups={groups} /> : null}</noscript>;
}

function NoScriptLinks({ groups }: { groups: NavGroup[] }) {
  return (
    <nav
      aria-label={shellUiCopy.landmarks.noScriptNav}
      className="container-page border-b border-white/10 py-8"
    >
      <ul className="grid grid-cols-2 gap-6 text-sm md:grid-cols-5">
        {groups.map((group) => (
          <li key={group.id}>
            <p className="font-semibold text-white">{group.label}</p>
            <ul className="mt-2 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li>
          <Link to={contactPath} className="font-semibold text-white hover:underline">
            {contactLabel}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
