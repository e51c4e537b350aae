import { describe, expect, it } from "vitest";
import { SEO_DESCRIPTION, seoDescription, stripHtml } from "./excerpt.server";

describe("stripHtml", () => {
  it("removes markup, script and style contents and comments", () => {
    expect(
      stripHtml(
        '<p>Hello <strong>payer</strong> <a href="/x">files</a></p><script>alert(1)</script><style>p{}</style><!-- note -->',
      ),
    ).toBe("Hello payer files");
  });
  it("keeps words apart across block elements and collapses whitespace", () => {
    expect(stripHtml("<h2>Title</h2><p>First</p><ul><li>one</li><li>two</li></ul>")).toBe(
      "Title First one two",
    );
  });
  it("decodes every named and numeric entity", () => {
    expect(stripHtml("Tom &amp; Jerry&nbsp;&lt;3 &#8217;s &#x2014; &hellip;")).toBe("Tom & Jerry <3 ’s — …");
    expect(stripHtml("&auml; &unknown; &#0;")).toBe("ä &unknown; \uFFFD");
  });
});

describe("seoDescription", () => {
  it("is the first 150 characters of the text", () => {
    const text = `<p>${"word ".repeat(60)}</p>`;
    const result = seoDescription(text, "fallback");
    expect(result.length).toBeLessThanOrEqual(SEO_DESCRIPTION);
    expect(result).toBe("word ".repeat(30).trim());
  });
  it("counts decoded entities as one character and never splits a surrogate pair", () => {
    expect(seoDescription(`${"&amp;".repeat(150)}z`, "fallback")).toBe("&".repeat(150));
    expect(seoDescription("😀".repeat(160), "fallback")).toBe("😀".repeat(150));
  });
  it("falls back when the body has no text", () => {
    expect(seoDescription("<img src=x>", "fallback")).toBe("fallback");
  });
});
