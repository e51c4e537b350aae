import { describe, expect, it } from "vitest";
import { chooseContentCoding, contentCodingChooser } from "./content-encoding";

const ALL = ["br", "gzip", "identity"] as const;

describe("chooseContentCoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, br;q=0.5", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["*", "br"],
    ["*;q=0.5, gzip", "gzip"],
    ["GZIP", "gzip"],
    ["gzip;q=0.001", "gzip"],
    ["gzip; q=1.000", "gzip"],
    ["gzip;q=2, br;q=0.9", "gzip"],
  ])("%j → %s", (header, expected) => {
    expect(chooseContentCoding(header, ALL)).toBe(expected);
  });

  it("refuses identity only when told to", () => {
    expect(chooseContentCoding("identity;q=0, deflate", ALL)).toBeUndefined();
    expect(chooseContentCoding("*;q=0", ALL)).toBeUndefined();
    expect(chooseContentCoding("*;q=0, identity", ALL)).toBe("identity");
  });

  it("chooses among the codings given only", () => {
    expect(chooseContentCoding("br, gzip", ["gzip", "identity"])).toBe("gzip");
    expect(chooseContentCoding("br", ["gzip", "identity"])).toBe("identity");
  });
});

describe("contentCodingChooser", () => {
  it("answers as chooseContentCoding, identity when nothing is acceptable", () => {
    const choose = contentCodingChooser(ALL, 2);
    for (const header of ["gzip", "br, gzip", "deflate", "gzip", "identity;q=0", "br"]) {
      expect(choose(header)).toBe(chooseContentCoding(header, ALL) ?? "identity");
    }
    expect(choose(undefined)).toBe("identity");
  });
});
