import { describe, expect, it } from "vitest";
import { renderRss } from "./rss.server";

describe("renderRss", () => {
  it("writes one escaped item per entry with absolute links and RFC 822 dates", () => {
    const xml = renderRss("https://www.example.com", {
      title: "A & B",
      description: "Feed",
      pagePath: "/blogs",
      feedPath: "/blogs/rss.xml",
      items: [
        {
          title: "<One>",
          path: "/blogs/1/one",
          guid: "northpeak:blogs:1",
          date: "2025-03-04",
          description: "Tom & Jerry",
          author: "Ann",
        },
        { title: "Two", path: "/blogs/2/two", guid: "northpeak:blogs:2", date: null, description: "x" },
      ],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain("<title>A &amp; B</title>");
    expect(xml).toContain("<title>&lt;One&gt;</title>");
    expect(xml).toContain("<link>https://www.example.com/blogs/1/one</link>");
    // Not the link: a new title (a new slug) must not make the post new to feed readers.
    expect(xml).toContain('<guid isPermaLink="false">northpeak:blogs:1</guid>');
    expect(xml).toContain("<pubDate>Tue, 04 Mar 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain('<atom:link href="https://www.example.com/blogs/rss.xml" rel="self"');
    expect(xml).toContain("<dc:creator>Ann</dc:creator>");
  });
});
