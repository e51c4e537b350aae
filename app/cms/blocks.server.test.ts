import { describe, expect, it } from "vitest";
import { blocksToHtml } from "./blocks.server";
import { richText } from "./strapi.server";

const blocks = [
  { type: "heading", level: 2, children: [{ type: "text", text: "Rates & <benchmarks>" }] },
  {
    type: "paragraph",
    children: [
      { type: "text", text: "Plain, " },
      { type: "text", text: "bold", bold: true },
      { type: "text", text: " and " },
      {
        type: "link",
        url: "https://example.org",
        children: [{ type: "text", text: "a link", italic: true }],
      },
    ],
  },
  {
    type: "list",
    format: "ordered",
    children: [
      { type: "list-item", children: [{ type: "text", text: "one" }] },
      { type: "list-item", children: [{ type: "text", text: "two", code: true }] },
    ],
  },
  { type: "quote", children: [{ type: "text", text: "Quoted" }] },
  { type: "image", image: { url: "/uploads/x.png", alternativeText: "X" } },
];

describe("Strapi 5 Blocks", () => {
  it("renders headings, marks, links, lists, quotes and images, escaping text", () => {
    expect(blocksToHtml(blocks)).toBe(
      [
        "<h2>Rates &amp; &lt;benchmarks&gt;</h2>",
        '<p>Plain, <strong>bold</strong> and <a href="https://example.org"><em>a link</em></a></p>',
        "<ol><li>one</li><li><code>two</code></li></ol>",
        "<blockquote>Quoted</blockquote>",
        '<img src="/uploads/x.png" alt="X">',
      ].join("\n"),
    );
  });

  // Recognised as Blocks where HTML or Markdown is a string (strapi.server.test.ts reads those).
  it("goes through the sanitiser with media made absolute", () => {
    const html = richText(
      [
        ...blocks,
        {
          type: "paragraph",
          children: [{ type: "link", url: "javascript:alert(1)", children: [{ type: "text", text: "x" }] }],
        },
      ],
      "https://cms.example.com",
    );
    expect(html).toContain('src="https://cms.example.com/uploads/x.png"');
    expect(html).not.toContain("javascript:");
  });
});
