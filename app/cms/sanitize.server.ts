import sanitizeHtml from "sanitize-html";
import { EMBED_PLAYER_HOSTS } from "./embed-hosts.server";

/** A source's media or link URL made absolute; a path joins `baseUrl` whole, so a Strapi under /cms keeps it. */
export function absoluteMediaUrl(url: string, baseUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("//")) return `${new URL(baseUrl).protocol}${url}`;
  return `${baseUrl.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}`;
}

function absolutise(value: string | undefined, baseUrl: string | undefined): string | undefined {
  if (!value || !baseUrl || !value.startsWith("/") || value.startsWith("//")) return value;
  return absoluteMediaUrl(value, baseUrl);
}

/**
 * Default tags an article body may not use: h1, as the page has its own; main, nav, header, footer and
 * aside, which would give a content page a second or nested landmark (axe's landmark-no-duplicate-*
 * and landmark-*-is-top-level rules); col and wbr, void elements sanitize-html would close with an end tag.
 */
const NOT_IN_AN_ARTICLE = new Set(["h1", "main", "nav", "header", "footer", "aside", "col", "wbr"]);

/**
 * Sanitises HTML from any content source before it is stored, served or rendered: no scripts,
 * no event handlers, no javascript:/data: links, no styles, iframes only from known players.
 * Relative media URLs, and links to `/uploads/…` files, are resolved against `baseUrl` (Strapi's
 * URL, its path included); other paths are the site's own pages.
 */
export function sanitizeContentHtml(html: string, { baseUrl }: { baseUrl?: string } = {}): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((tag) => !NOT_IN_AN_ARTICLE.has(tag)),
      "img",
      "iframe",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title", "width", "height", "loading"],
      iframe: ["src", "title", "width", "height", "allowfullscreen"],
      th: ["scope", "colspan", "rowspan"],
      td: ["colspan", "rowspan"],
      abbr: ["title"],
      ol: ["start"],
      code: ["class"],
    },
    allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    // Players only over https, which is what the CSP's frame-src allows.
    allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
    allowProtocolRelative: false,
    allowedIframeHostnames: [...EMBED_PLAYER_HOSTS],
    // An iframe whose src was refused (unknown host, bad scheme) is removed entirely.
    exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
    transformTags: {
      a: (tagName, attribs) => {
        // A path in the text is one of the site's own pages, unless it names a media-library file.
        const href = attribs.href?.startsWith("/uploads/") ? absolutise(attribs.href, baseUrl) : attribs.href;
        const external = href ? /^https?:\/\//.test(href) && !(baseUrl && href.startsWith(baseUrl)) : false;
        return {
          tagName,
          attribs: {
            ...attribs,
            ...(href ? { href } : {}),
            ...(external ? { target: "_blank", rel: "noopener noreferrer" } : {}),
          },
        };
      },
      img: (tagName, attribs) => {
        const src = absolutise(attribs.src, baseUrl);
        return { tagName, attribs: { ...attribs, ...(src ? { src } : {}), loading: "lazy" } };
      },
    },
  }).trim();
}
