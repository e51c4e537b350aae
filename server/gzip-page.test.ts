import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipPage } from "./gzip-page";

const page = [
  '<!DOCTYPE html><html><head><script nonce="',
  '">1</script></head><body><p>Ünïcödé ✓ and a long run of text. '.repeat(40),
  '</p><script nonce="',
  '">2</script></body></html>',
];

describe("gzip assembled from pieces", () => {
  it("decompresses (checking CRC and length) to the page with every value in place", () => {
    const render = gzipPage(page);
    const values = ["abc123==", "Ω question?", "xyz"];
    const expected = [page[0], values[0], page[1], values[1], page[2], values[2], page[3]].join("");
    expect(gunzipSync(render(values)!).toString()).toBe(expected);
  });

  it("takes empty values, empty static parts and values past a stored block's 64 kB", () => {
    const render = gzipPage(["", "<a>", ""]);
    const big = "x".repeat(70_000);
    expect(gunzipSync(render(["", big])!).toString()).toBe(`<a>${big}`);
    expect(gunzipSync(render(["", ""])!).toString()).toBe("<a>");
  });

  it("is smaller than the page by far, like gzip of the whole", () => {
    const render = gzipPage(page);
    const out = render(["n", "n", "n"])!;
    expect(out.length).toBeLessThan(page.join("n").length / 5);
  });

  it("with fixed-length values, compresses each stretch against what precedes it", () => {
    const nonce = "AAAAAAAAAAAAAAAAAAAAAA==";
    const repeated = [
      '<script nonce="',
      ...Array(30).fill('"></script><link rel="modulepreload" href="/a.js" nonce="'),
      '">',
    ];
    const independent = gzipPage(repeated)(Array(31).fill(nonce))!;
    const chained = gzipPage(repeated, Array(31).fill(24));
    const out = chained(Array(31).fill(nonce))!;
    expect(gunzipSync(out).toString()).toBe(repeated.join(nonce));
    expect(out.length).toBeLessThan(independent.length / 2);
    // Other nonces of the same length give the same page with their own values.
    const other = "BBBBBBBBBBBBBBBBBBBBBB==";
    expect(gunzipSync(chained(Array(31).fill(other))!).toString()).toBe(repeated.join(other));
    // A value of another length would break the distances: no gzip then.
    expect(chained(Array(31).fill("short"))).toBeNull();
  });

  it("refuses the wrong number of values", () => {
    expect(() => gzipPage(page)(["only one"])).toThrow();
  });
});
