import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { afterPaintLoader, HELD_MODULE_TYPE, headRewriteStream } from "./head-rewrite.server";

const head =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/><title>Ünïcode ✓</title></head>';
const body =
  '<body><p>rel="modulepreload" in text, and emoji that a cut could split: 🏔️🏔️🏔️🏔️🏔️🏔️🏔️🏔️🏔️🏔️🏔️🏔️</p><div id="content-end" hidden=""></div><script nonce="n">window.x=1</script>' +
  '<script nonce="n" type="module" async="">import "/assets/entry.js";</script>' +
  '<script nonce="n" type="module" async="">/* a second one is not React Router\'s */</script></body></html>';
const page = head + body;

async function rewrite(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(headRewriteStream("n")));
}

describe("head rewrite", () => {
  const loader = `<script nonce="n">${afterPaintLoader(["/assets/entry.js", "/assets/root.js"])}</script>`;
  const expected =
    '<html><head><link rel="stylesheet" href="/a.css"/><title>Ünïcode ✓</title>' +
    '<link rel="expect" href="#content-end" blocking="render"/>' +
    loader +
    "</head>" +
    body.replace('type="module" async=""', `type="${HELD_MODULE_TYPE}"`);

  it("gives the same result however the stream is cut: no preloads, the paint hold and the loader in <head>, React Router's module script held", async () => {
    for (const size of [1, 2, 3, 7, 19, 20, 21, 22, 23, 64, 399, 400, 401, 10_000]) {
      expect(await rewrite(page, size), `chunks of ${size}`).toBe(expected);
    }
  });

  it("leaves the module script live when there were no preloads to put back", async () => {
    const bare =
      '<html><head><title>t</title></head><body><script type="module" async="">x</script></body></html>';
    expect(await rewrite(bare, 5)).toBe(
      '<html><head><title>t</title><link rel="expect" href="#content-end" blocking="render"/></head><body><script type="module" async="">x</script></body></html>',
    );
  });
});

describe("afterPaintLoader", () => {
  it("names the modules and the held type, and is plain script (no template holes left)", () => {
    const script = afterPaintLoader(["/assets/a.js"]);
    expect(script).toContain('["/assets/a.js"]');
    expect(script).toContain(`script[type="${HELD_MODULE_TYPE}"]`);
    expect(() => new Function(script)).not.toThrow();
  });
});
