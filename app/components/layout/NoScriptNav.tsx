import { Link } from "react-router";
import { contactLabel, contactPath, type NavGroup } from "~/site/navigation";
import { shellUiCopy } from "~/site/page-text";

/**
 * The header's dropdowns and mobile menu need JavaScript. Without it, this plain list of every
 * header link keeps the site navigable; browsers with scripts never render it.
 */
export function NoScriptNav({ groups }: { groups: NavGroup[] }) {
  // React renders what is inside <noscript> only on the server (in the browser it stays inert),
  // so the list is left out of the client's build: every page's script is the smaller (ADR 016).
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
