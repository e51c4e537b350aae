import { describe, expect, it } from "vitest";
import { attributionOf, campaignValue, noAttribution, sitePath, webOrigin } from "./attribution";
import { ATTRIBUTION_LIMITS } from "./first-touch-wire";

describe("campaignValue", () => {
  it("keeps everyday campaign names", () => {
    expect(campaignValue("Q4 launch (east)")).toBe("Q4 launch (east)");
    expect(campaignValue("crème-brûlée_2026")).toBe("crème-brûlée_2026");
    expect(campaignValue("  spaced   out  ")).toBe("spaced out");
    expect(campaignValue("50% off*")).toBe("50% off*");
    expect(campaignValue("partner@fair=2026")).toBe("partner@fair=2026");
  });

  it("cuts a value that is too long to the limit, by characters", () => {
    expect(campaignValue("a".repeat(500))).toBe("a".repeat(ATTRIBUTION_LIMITS.utm));
    const emoji = `x${"😀".repeat(200)}`;
    expect(campaignValue(emoji)).toBeNull(); // an emoji is not a letter or a digit: refused whole
    const cut = campaignValue(`x${"é".repeat(200)}`);
    expect(Array.from(cut ?? "")).toHaveLength(ATTRIBUTION_LIMITS.utm);
  });

  it("removes control and bidirectional characters", () => {
    expect(campaignValue("new\u0000sletter\r\n")).toBe("new sletter");
    expect(campaignValue("q4\u202Eevil")).toBe("q4 evil");
    expect(campaignValue("\u0007\u0008")).toBeNull();
  });

  it("drops markup and anything a spreadsheet would take for a formula", () => {
    for (const hostile of [
      "<script>alert(1)</script>",
      'q4"x',
      "q4`x",
      '=HYPERLINK("https://evil.example")',
      "+1+1",
      "-2+3",
      "@SUM(A1)",
      "\t=1",
    ]) {
      expect(campaignValue(hostile), hostile).toBeNull();
    }
  });

  it("refuses what is not text", () => {
    expect(campaignValue(undefined)).toBeNull();
    expect(campaignValue(42)).toBeNull();
    expect(campaignValue(["a"])).toBeNull();
    expect(campaignValue("")).toBeNull();
  });
});

describe("sitePath", () => {
  it("keeps a path and drops its query and fragment", () => {
    expect(sitePath("/PRIZM")).toBe("/PRIZM");
    expect(sitePath("/blogs/some-post?utm_source=x#top")).toBe("/blogs/some-post");
    expect(sitePath("/caf%C3%A9")).toBe("/caf%C3%A9");
  });

  it("refuses other sites, schemes and markup", () => {
    expect(sitePath("https://evil.example/")).toBeNull();
    expect(sitePath("//evil.example/x")).toBeNull();
    expect(sitePath("javascript:alert(1)")).toBeNull();
    expect(sitePath("/<script>")).toBeNull();
    expect(sitePath("/a b")).toBeNull();
    expect(sitePath(7)).toBeNull();
  });

  it("cuts a long path to the limit", () => {
    expect(sitePath(`/${"a".repeat(1000)}`)).toHaveLength(ATTRIBUTION_LIMITS.path);
  });
});

describe("webOrigin", () => {
  it("keeps only the origin of an http(s) address", () => {
    expect(webOrigin("https://www.search.example/results?q=rates+benchmark")).toBe(
      "https://www.search.example",
    );
    expect(webOrigin("http://partner.example:8080/a")).toBe("http://partner.example:8080");
    expect(webOrigin("https://BÜCHER.example/")).toBe("https://xn--bcher-kva.example");
  });

  it("refuses other schemes and what is not an address", () => {
    expect(webOrigin("javascript:alert(1)")).toBeNull();
    expect(webOrigin("data:text/html,hi")).toBeNull();
    expect(webOrigin("not a url")).toBeNull();
    expect(webOrigin("")).toBeNull();
    expect(webOrigin(undefined)).toBeNull();
    expect(webOrigin(`https://${"a".repeat(250)}.example/`)).toBeNull();
  });
});

describe("attributionOf", () => {
  /** The two fields as the browser sends them. */
  const sent = (touch: unknown, page?: string) => ({ attribution: JSON.stringify(touch), page });

  it("drops unknown keys, unknown click ids and refused values", () => {
    const attribution = attributionOf(
      sent(
        {
          landing_page: "https://evil.example/",
          referrer: "javascript:alert(1)",
          utm_source: "=cmd|' /C calc'!A0",
          utm_campaign: "x".repeat(300),
          click_ids: ["gclid", "gclid", "ttclid", { a: 1 }],
          email: "someone@example.com",
          __proto__: { polluted: true },
        },
        "/Contact-us",
      ),
      {},
    );
    expect(attribution).toEqual({
      ...noAttribution,
      formPage: "/Contact-us",
      utmCampaign: "x".repeat(ATTRIBUTION_LIMITS.utm),
      clickIds: ["gclid"],
    });
    expect(JSON.stringify(attribution)).not.toContain("someone@example.com");
  });

  it("reads an unreadable first touch as none, and never throws", () => {
    for (const firstTouch of ["{", "[1,2]", "null", '"text"', "", "1e999"]) {
      expect(attributionOf({ attribution: firstTouch }, {}), firstTouch).toEqual(noAttribution);
    }
  });

  it("prefers the page the browser names, when it is a path, over the posted-to page", () => {
    expect(attributionOf({ page: "/PRIZM" }, { postedToPage: "/" }).formPage).toBe("/PRIZM");
    expect(attributionOf({ page: "<x>" }, { postedToPage: "/" }).formPage).toBe("/");
  });
});
