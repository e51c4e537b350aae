import { formatRfc822 } from "~/lib/dates";
import { xmlText } from "~/lib/html";
import { absoluteUrl } from "~/lib/absolute-url";

type Feed = {
  title: string;
  description: string;
  /** Page the feed belongs to, e.g. /blogs. */
  pagePath: string;
  /** The feed's own path, for atom:link rel=self. */
  feedPath: string;
  items: readonly {
    title: string;
    path: string;
    guid: string;
    date?: string | null;
    description: string;
    author?: string;
  }[];
};

/** An RSS 2.0 document (with atom:link self, as validators recommend). */
export function renderRss(origin: string, feed: Feed): string {
  const items = feed.items.map((item) => {
    const link = xmlText(absoluteUrl(origin, item.path));
    const pubDate = formatRfc822(item.date);
    return [
      "    <item>",
      `      <title>${xmlText(item.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="false">${xmlText(item.guid)}</guid>`,
      pubDate ? `      <pubDate>${pubDate}</pubDate>` : "",
      item.author ? `      <dc:creator>${xmlText(item.author)}</dc:creator>` : "",
      `      <description>${xmlText(item.description)}</description>`,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const newest = feed.items.map((i) => formatRfc822(i.date)).find(Boolean);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlText(feed.title)}</title>
    <link>${xmlText(absoluteUrl(origin, feed.pagePath))}</link>
    <description>${xmlText(feed.description)}</description>
    <language>en-us</language>
    <atom:link href="${xmlText(absoluteUrl(origin, feed.feedPath))}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${newest}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
