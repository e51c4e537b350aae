import type { SocialLink, SocialNetwork } from "~/site/socials";
import { newTabLabel } from "~/site/ui-copy";

/** Simple original glyphs, one per network, drawn on a 24-unit grid. */
const glyphs: Record<SocialNetwork, React.ReactNode> = {
  linkedin: (
    <>
      <rect x="5" y="10" width="3" height="9" />
      <circle cx="6.5" cy="6.5" r="1.8" />
      <path d="M11 10h3v1.6c.6-1 1.8-1.8 3.3-1.8 2.4 0 3.7 1.5 3.7 4.3V19h-3v-4.5c0-1.4-.6-2.2-1.7-2.2-1.2 0-2.3.8-2.3 2.4V19h-3z" />
    </>
  ),
  twitter: <path d="M5 5h4l4 5.3L17.2 5H19.5l-5.4 6.6L20 19h-4l-4.3-5.6L7 19H4.7l6-7.2z" />,
  facebook: (
    <path d="M13.5 20v-7h2.4l.4-2.8h-2.8V8.5c0-.8.3-1.4 1.4-1.4h1.5V4.6c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.8v1.9H8.2V13h2.4v7z" />
  ),
  instagram: (
    <>
      <rect
        x="4.5"
        y="4.5"
        width="15"
        height="15"
        rx="4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3.4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="16.6" cy="7.4" r="1.1" />
    </>
  ),
};

export function SocialIcon({ social, tone = "dark" }: { social: SocialLink; tone?: "dark" | "light" }) {
  return (
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
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
        {glyphs[social.network]}
      </svg>
    </a>
  );
}
