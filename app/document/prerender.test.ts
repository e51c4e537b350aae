import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { NONCE_PLACEHOLDER } from "./nonce";
import { requestContextWith } from "~/lib/request-context";
import { NO_SCRIPT_CHALLENGE_PLACEHOLDER } from "./no-script-challenge";
import { compilePage, fillOrigin, isPrerendering, ORIGIN_PLACEHOLDER } from "./prerender";
import { absoluteUrl } from "~/lib/absolute-url";

const QUESTION_UNAVAILABLE = "The question could not be made.";

describe("prerender stand-ins", () => {
  it("the origin stand-in is a URL the page code can build links on", () => {
    expect(absoluteUrl(ORIGIN_PLACEHOLDER, "/our-team")).toBe(`${ORIGIN_PLACEHOLDER}/our-team`);
  });

  it("fills the origin, plain and URL-encoded", () => {
    const text = `<link href="${ORIGIN_PLACEHOLDER}/a"/><a href="/share?u=${encodeURIComponent(`${ORIGIN_PLACEHOLDER}/a`)}">`;
    expect(fillOrigin(text, "https://www.northpeak.example")).toBe(
      '<link href="https://www.northpeak.example/a"/><a href="/share?u=https%3A%2F%2Fwww.northpeak.example%2Fa">',
    );
  });

  it("gives every render the nonce it is called with", () => {
    const { render: renderFill } = compilePage(
      `<script nonce="${NONCE_PLACEHOLDER}">1</script><link rel="canonical" href="${ORIGIN_PLACEHOLDER}/"/><script nonce="${NONCE_PLACEHOLDER}">2</script>`,
      "http://localhost:4000",
      QUESTION_UNAVAILABLE,
    );
    const render = (nonce: string) => renderFill({ nonce });
    expect(render("abc")).toBe(
      '<script nonce="abc">1</script><link rel="canonical" href="http://localhost:4000/"/><script nonce="abc">2</script>',
    );
    expect(render("xyz")).toContain('nonce="xyz">2');
    expect(
      compilePage("<p>no scripts</p>", "http://a.example", QUESTION_UNAVAILABLE).render({ nonce: "n" }),
    ).toBe("<p>no scripts</p>");
  });

  it("fills a form's no-script question per response, escaped, and says so when none could be made", () => {
    const { question, token } = NO_SCRIPT_CHALLENGE_PLACEHOLDER;
    const page = compilePage(
      `<script nonce="${NONCE_PLACEHOLDER}"></script><label>${question}</label><input value="${token}">`,
      "http://a.example",
      QUESTION_UNAVAILABLE,
    );
    expect(page.needsChallenge).toBe(true);
    expect(
      page.render({ nonce: "n", challenge: { question: "What is two plus <b>?", token: "1.a.b" } }),
    ).toBe('<script nonce="n"></script><label>What is two plus &lt;b&gt;?</label><input value="1.a.b">');
    expect(page.render({ nonce: "n" })).toBe(
      `<script nonce="n"></script><label>${QUESTION_UNAVAILABLE}</label><input value="">`,
    );
    expect(
      compilePage(`<script nonce="${NONCE_PLACEHOLDER}"></script>`, "http://a.example", QUESTION_UNAVAILABLE)
        .needsChallenge,
    ).toBe(false);
  });

  it("knows the build-time render by its missing nonce", () => {
    expect(isPrerendering(new RouterContextProvider())).toBe(true);
    expect(isPrerendering(requestContextWith({}))).toBe(true);
    expect(isPrerendering(undefined)).toBe(true);
    expect(isPrerendering(requestContextWith({ cspNonce: "abc" }))).toBe(false);
  });
});
