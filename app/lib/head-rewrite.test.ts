import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { headRewriteStream, lowerModulePreloadPriority } from "./head-rewrite";

const head =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/><title>Ünïcode ✓</title></head><body><p>rel="modulepreload" in text</p></body></html>';

describe("head rewrite", () => {
  it("marks every module preload low priority, once, and leaves the rest alone", () => {
    const out = lowerModulePreloadPriority(head);
    expect(out.match(/rel="modulepreload" fetchpriority="low"/g)).toHaveLength(3);
    expect(lowerModulePreloadPriority(out)).toBe(out);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it("gives the same result however the stream is cut, holds the first paint for the content, and stops rewriting after </head>", async () => {
    const bytes = Buffer.from(head);
    const expected =
      head
        .slice(0, head.indexOf("</head>"))
        .replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"') +
      '<link rel="expect" href="#content-end" blocking="render"/>';
    for (const size of [1, 2, 3, 7, 19, 20, 21, 64, 10_000]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const out = await text(Readable.from(chunks).pipe(headRewriteStream()));
      expect(out.slice(0, out.indexOf("</head>")), `chunks of ${size}`).toBe(expected);
      // After the head the document is passed on as it came.
      expect(out.slice(out.indexOf("</head>")), `chunks of ${size}`).toBe(
        head.slice(head.indexOf("</head>")),
      );
    }
  });
});
