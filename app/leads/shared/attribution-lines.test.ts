import { describe, expect, it } from "vitest";
import { noAttribution } from "./attribution";
import { attributionLines } from "./attribution-lines";
import { knownAttribution } from "../../../tests/support/known-attribution";

describe("attributionLines", () => {
  it("labels every known fact in order, the click ids present named together", () => {
    expect(attributionLines(knownAttribution)).toEqual([
      { label: "Landing page", value: "/PRIZM" },
      { label: "Form page", value: "/Contact-us" },
      { label: "Referrer", value: "https://news.example" },
      { label: "utm_source", value: "newsletter" },
      { label: "utm_medium", value: "email" },
      { label: "utm_campaign", value: "q4" },
      { label: "utm_term", value: "rates" },
      { label: "utm_content", value: "hero" },
      { label: "Click ids", value: "gclid, fbclid" },
    ]);
  });

  it("leaves out what is unknown: nothing at all for a lead that came with nothing", () => {
    expect(attributionLines(noAttribution)).toEqual([]);
    expect(attributionLines({ ...noAttribution, formPage: "/Contact-us" })).toEqual([
      { label: "Form page", value: "/Contact-us" },
    ]);
  });
});
