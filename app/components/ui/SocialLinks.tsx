import type { SocialLink } from "~/site/socials";
import { newTabLabel, shellUiCopy } from "~/site/page-text";

type SocialLinksProps = { socials: readonly SocialLink[]; tone?: "dark" | "light" };

/** The social profiles as a list of round icon links, each opening in a new tab. */
export function SocialLinks({ socials, tone = "dark" }: SocialLinksProps) {
  return (
    <ul className="flex gap-3" aria-label={shellUiCopy.landmarks.social}>
      {socials.map((social) => (
        <li key={social.network}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full ${
              tone === "light"
                ? "bg-white/10 text-white hover:bg-white/20"
                : "bg-slate-100 text-navy-900 hover:bg-slate-200"
            }`}
          >
            <span className="sr-only">{newTabLabel(social.label)}</span>
            {/* Simple original glyphs on a 24-unit grid, in public/images/social (see shell.css). */}
            <span aria-hidden="true" className={`social-glyph social-glyph-${social.network}`} />
          </a>
        </li>
      ))}
    </ul>
  );
}
