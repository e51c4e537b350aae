import { describe, expect, it } from "vitest";
import { escapeXml, xmlText } from "./html";

describe("escapeXml / xmlText", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;",
    );
  });
  it("drops control characters XML cannot carry", () => {
    expect(xmlText("ok\u0000\u0007 fine\n")).toBe("ok fine\n");
  });
});
