import { describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "./nonce";
import { compilePage, fillOrigin, isPrerendering, ORIGIN_PLACEHOLDER } from "./prerender";
import { absoluteUrl } from "./seo";

describe("prerender stand-ins", () => {
  it("the origin stand-in is a URL the page code can build links on", () => {
    expect(absoluteUrl(ORIGIN_PLACEHOLDER, "/our-team")).toBe(`${ORIGIN_PLACEHOLDER}/our-team`);
  });

  it("fills the origin, plain and URL-encoded, without a doubled slash", () => {
    const text = `<link href="${ORIGIN_PLACEHOLDER}/a"/><a href="/share?u=${encodeURIComponent(`${ORIGIN_PLACEHOLDER}/a`)}">`;
    expect(fillOrigin(text, "https://www.northpeak.example/")).toBe(
      '<link href="https://www.northpeak.example/a"/><a href="/share?u=https%3A%2F%2Fwww.northpeak.example%2Fa">',
    );
  });

  it("gives every render the nonce it is called with", () => {
    const render = compilePage(
      `<script nonce="${NONCE_PLACEHOLDER}">1</script><link rel="canonical" href="${ORIGIN_PLACEHOLDER}/"/><script nonce="${NONCE_PLACEHOLDER}">2</script>`,
      "http://localhost:4000",
    );
    expect(render("abc")).toBe(
      '<script nonce="abc">1</script><link rel="canonical" href="http://localhost:4000/"/><script nonce="abc">2</script>',
    );
    expect(render("xyz")).toContain('nonce="xyz">2');
    expect(compilePage("<p>no scripts</p>", "http://a.example")("n")).toBe("<p>no scripts</p>");
  });

  it("knows the build-time render by its missing nonce", () => {
    expect(isPrerendering({})).toBe(true);
    expect(isPrerendering(undefined)).toBe(true);
    expect(isPrerendering({ cspNonce: "abc" })).toBe(false);
  });
});
