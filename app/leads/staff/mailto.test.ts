import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

/** What a mail client reads from the link: the recipient and any header fields after `?`. */
function parsed(href: string) {
  const url = new URL(href);
  return { to: decodeURIComponent(url.pathname), fields: [...url.searchParams.keys()], hash: url.hash };
}

describe("mailtoHref", () => {
  it("links a plain address as it is", () => {
    expect(mailtoHref("priya@example.com")).toBe("mailto:priya@example.com");
  });

  it("adds no header fields from an address that looks like a query", () => {
    const href = mailtoHref("a?cc=evil&body=x@northpeak.example");
    expect(href).toBe("mailto:a%3Fcc%3Devil%26body%3Dx@northpeak.example");
    expect(parsed(href)).toEqual({ to: "a?cc=evil&body=x@northpeak.example", fields: [], hash: "" });
  });

  it("keeps %, #, / and + literal, so nothing is decoded twice or cut off", () => {
    for (const address of ["a%3Fcc%3Devil@x.example", "a#b@x.example", "a/b+c@x.example", "x@y@z.example"]) {
      const href = mailtoHref(address);
      expect(parsed(href), address).toEqual({ to: address, fields: [], hash: "" });
    }
  });

  it("encodes a value without an @ whole", () => {
    expect(mailtoHref("not-an-address?cc=x")).toBe("mailto:not-an-address%3Fcc%3Dx");
  });
});
