import { describe, expect, it } from "vitest";
import { allowedOrigins, checkOrigin, isOwnHostOrigin } from "./origin.server";

const site = allowedOrigins("https://www.northpeak.example", ["https://partners.northpeak.example/"]);

const check = (headers: { origin?: string; referer?: string }, allowed = site) =>
  checkOrigin(headers, allowed);

describe("checkOrigin", () => {
  it("lets requests without Origin or Referer through (curl, server-side clients)", () => {
    expect(check({})).toEqual({ allowed: true });
  });

  it("accepts the public site and the listed origins", () => {
    expect(check({ origin: "https://www.northpeak.example" })).toEqual({ allowed: true });
    expect(check({ origin: "https://partners.northpeak.example" })).toEqual({ allowed: true });
    expect(check({ referer: "https://www.northpeak.example/Contact-us?form=contact" })).toEqual({
      allowed: true,
    });
  });

  it("refuses another site, a look-alike host, another scheme or port, and the opaque null origin", () => {
    expect(check({ origin: "https://evil.example" })).toEqual({
      allowed: false,
      origin: "https://evil.example",
    });
    expect(check({ origin: "http://www.northpeak.example" }).allowed).toBe(false);
    expect(check({ origin: "https://www.northpeak.example:8443" }).allowed).toBe(false);
    expect(check({ origin: "https://www.northpeak.example.evil.example" }).allowed).toBe(false);
    expect(check({ origin: "null" })).toEqual({ allowed: false, origin: "null" });
  });

  it("judges by Origin when both are sent, and by Referer only without Origin", () => {
    expect(check({ origin: "https://evil.example", referer: "https://www.northpeak.example/" }).allowed).toBe(
      false,
    );
    expect(check({ referer: "https://evil.example/page" }).allowed).toBe(false);
    expect(check({ referer: "not a url" })).toEqual({ allowed: false, origin: "invalid" });
  });

  it("treats the loopback names of a local site as one site, and only on its port", () => {
    const local = allowedOrigins("http://localhost:3000");
    expect(check({ origin: "http://127.0.0.1:3000" }, local).allowed).toBe(true);
    expect(check({ origin: "http://[::1]:3000" }, local).allowed).toBe(true);
    expect(check({ origin: "http://127.0.0.1:4000" }, local).allowed).toBe(false);
    expect(check({ origin: "http://127.0.0.1:3000" }, site).allowed).toBe(false);
  });
});

describe("isOwnHostOrigin", () => {
  it("is the host the request was sent to, port included, whatever the case of Host", () => {
    expect(isOwnHostOrigin("http://203.0.113.9:3000", "203.0.113.9:3000")).toBe(true);
    expect(isOwnHostOrigin("https://shop.example", "Shop.Example")).toBe(true);
    expect(isOwnHostOrigin("http://203.0.113.9:3000", "203.0.113.9")).toBe(false);
    expect(isOwnHostOrigin("https://evil.example", "www.example.com")).toBe(false);
    expect(isOwnHostOrigin("null", "www.example.com")).toBe(false);
    expect(isOwnHostOrigin("https://www.example.com", undefined)).toBe(false);
  });
});
