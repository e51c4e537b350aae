import { describe, expect, it } from "vitest";
import { proxyTrustWarning } from "./trust-proxy.server";

describe("proxyTrustWarning", () => {
  it.each([
    [true, "0.0.0.0"],
    [1, "0.0.0.0"],
    [2, "::"],
    [1, ""],
    // Every interface, however HOST spells it.
    ...["[::]", "0:0:0:0:0:0:0:0", " 0.0.0.0 "].map((host): [number, string] => [1, host]),
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
    [1, "localhost"],
  ])("is quiet for TRUST_PROXY=%j and HOST=%j", (trust, host) => {
    expect(proxyTrustWarning(trust, host)).toBeUndefined();
  });

  it("names the setting and the host it saw", () => {
    expect(proxyTrustWarning(1, "0.0.0.0")).toMatch(/^TRUST_PROXY=1 .* HOST=0\.0\.0\.0 lets clients reach/);
    expect(proxyTrustWarning(true, "")).toMatch(/^TRUST_PROXY=true .* HOST=0\.0\.0\.0 /);
  });
});
