import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, sharedHtml } from "./script-hashes.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script the render wrote (with its nonce) once, and skips scripts loaded by src", () => {
    const html =
      '<script nonce="n1">a()</script><script nonce="n1" type="module" async="">import "/x.js";</script>' +
      '<script nonce="n1" src="/assets/app.js"></script><script nonce="n1">a()</script>';
    expect(inlineScriptHashes(html, "n1")).toEqual([sha("a()"), sha('import "/x.js";')]);
  });

  it("gives no hash to a script without the render's nonce (markup that slipped into content)", () => {
    const html =
      '<script nonce="n1">a()</script><p>post</p><script>alert(1)</script><script nonce="other">b()</script>';
    expect(inlineScriptHashes(html, "n1")).toEqual([sha("a()")]);
  });

  it("hashes an empty inline script too (the browser checks it like any other)", () => {
    expect(inlineScriptHashes('<script nonce="n1"></script>', "n1")).toEqual([sha("")]);
  });
});

describe("sharedHtml", () => {
  it("drops exactly the render's nonce attributes", () => {
    const html = '<script nonce="abc">x</script><link nonce="abc" rel="x"/><p>nonce="abc"</p>';
    expect(sharedHtml(html, "abc", String).html).toBe('<script>x</script><link rel="x"/><p>nonce="abc"</p>');
  });
});
