import { describe, expect, it } from "vitest";
import { isWildcardHost, parseTrustProxy, proxyTrustWarning } from "./trust-proxy.server";

describe("parseTrustProxy", () => {
  it("takes Express's named ranges, beside addresses", () => {
    expect(parseTrustProxy("loopback, linklocal, uniquelocal, 10.0.0.0/8")).toEqual({
      ok: true,
      value: ["loopback", "linklocal", "uniquelocal", "10.0.0.0/8"],
    });
  });

  it.each(["Loopback", "localhost", "private"])("refuses %j, which Express does not know", (raw) => {
    expect(parseTrustProxy(raw).ok).toBe(false);
  });
});

describe("isWildcardHost", () => {
  it.each(["", "0.0.0.0", "::", "[::]", "::0", "0:0:0:0:0:0:0:0", " 0.0.0.0 "])(
    "%j is every interface",
    (host) => {
      expect(isWildcardHost(host)).toBe(true);
    },
  );

  it.each(["127.0.0.1", "::1", "10.0.0.5", "fd00::1", "localhost", "app.internal"])(
    "%j is one address",
    (host) => {
      expect(isWildcardHost(host)).toBe(false);
    },
  );
});

describe("proxyTrustWarning", () => {
  it.each([
    [true, "0.0.0.0"],
    [1, "0.0.0.0"],
    [2, "::"],
    [1, ""],
    [["0.0.0.0/0"], "0.0.0.0"],
    [["loopback", "::/0"], "::"],
  ])("warns when TRUST_PROXY=%j trusts any address and HOST=%j listens on every interface", (trust, host) => {
    const warning = proxyTrustWarning(trust, host);
    expect(warning).toMatch(/^TRUST_PROXY=\S+ believes X-Forwarded-For from any address/);
    expect(warning).toContain("Bind HOST to 127.0.0.1");
    expect(warning).toContain("TRUST_PROXY=loopback or a CIDR");
  });

  it.each([
    [false, "0.0.0.0"],
    [["loopback"], "0.0.0.0"],
    [["10.0.0.0/8", "fd00::/8"], "::"],
    [true, "127.0.0.1"],
    [1, "::1"],
    [1, "10.0.0.5"],
  ])("is quiet for TRUST_PROXY=%j and HOST=%j", (trust, host) => {
    expect(proxyTrustWarning(trust, host)).toBeUndefined();
  });

  it("names the setting and the host it saw", () => {
    expect(proxyTrustWarning(1, "0.0.0.0")).toMatch(/^TRUST_PROXY=1 .* HOST=0\.0\.0\.0 lets clients reach/);
    expect(proxyTrustWarning(true, "")).toMatch(/^TRUST_PROXY=true .* HOST=0\.0\.0\.0 /);
  });
});
