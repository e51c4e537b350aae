import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { requestContextWith } from "~/lib/request-context";
import { clientIpOf, rateLimitKey } from "./client-ip.server";

describe("rateLimitKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it.each(["::ffff:203.0.113.7", "::FFFF:203.0.113.7", "::ffff:cb00:7107", "0:0:0:0:0:ffff:203.0.113.7"])(
    "counts the IPv4-mapped %s as its IPv4 address",
    (mapped) => {
      expect(rateLimitKey(mapped)).toBe("203.0.113.7");
    },
  );

  it("gives every address of one /64 the same key, whatever the spelling", () => {
    const spellings = [
      "2001:db8::1",
      "2001:db8:0:0:ffff::2",
      "2001:0db8:0000:0000:0000:0000:0000:0001",
      "2001:DB8::abcd:ef01:2345:6789",
      "2001:db8:0:0:1:2:3:4",
      "2001:db8::ffff:1.2.3.4",
    ];
    const keys = new Set(spellings.map(rateLimitKey));
    expect([...keys]).toEqual(["2001:db8:0:0::/64"]);
  });

  it("gives different /64s different keys", () => {
    const keys = ["2001:db8::1", "2001:db8:0:1::1", "2001:db8:1::1", "2001:db9::1", "::1", "fe80::1"].map(
      rateLimitKey,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(rateLimitKey("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("ignores a zone id", () => {
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe(rateLimitKey("fe80::2%2"));
  });

  it("does not map addresses that only resemble IPv4-mapped ones", () => {
    expect(rateLimitKey("::fffe:203.0.113.7")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("1::ffff:203.0.113.7")).toBe("1:0:0:0::/64");
  });

  it("keeps a value that is no address as its own key", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
    expect(rateLimitKey("")).toBe("");
    expect(rateLimitKey("2001:db8::g")).toBe("2001:db8::g");
  });
});

describe("clientIpOf", () => {
  it("reads the address the Express server put in the request's context", () => {
    expect(clientIpOf(requestContextWith({ clientIp: "::1" }))).toBe("::1");
    expect(clientIpOf(requestContextWith({}))).toBe("unknown");
    expect(clientIpOf(new RouterContextProvider())).toBe("unknown");
    expect(clientIpOf(undefined)).toBe("unknown");
  });
});
