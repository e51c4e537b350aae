import { describe, expect, it } from "vitest";
import { nowSeconds, previewCookieVerifies, signPreview } from "./preview.server";

const SECRET = "preview-secret-of-the-unit-test-0123";

describe("previewCookieVerifies", () => {
  const later = nowSeconds() + 600;

  it("accepts a current value signed with the secret, among other cookies", () => {
    const value = signPreview(SECRET, later);
    expect(previewCookieVerifies(SECRET, `np_preview=${value}`)).toBe(true);
    expect(previewCookieVerifies(SECRET, `a=1; np_preview=${value}; b=2`)).toBe(true);
  });

  it.each([
    ["no cookie", undefined],
    ["another cookie", "np_previewx=1"],
    ["another secret's value", `np_preview=${signPreview("some-other-secret-0123456789-abcdef", later)}`],
    ["an expired value", `np_preview=${signPreview(SECRET, nowSeconds() - 1)}`],
  ])("refuses %s", (_label, header) => {
    expect(previewCookieVerifies(SECRET, header)).toBe(false);
  });

  it("knows no preview without a secret", () => {
    expect(previewCookieVerifies(undefined, `np_preview=${signPreview("", later)}`)).toBe(false);
    expect(previewCookieVerifies("", `np_preview=${signPreview("", later)}`)).toBe(false);
  });
});
