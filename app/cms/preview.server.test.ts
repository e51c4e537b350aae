import { describe, expect, it, vi } from "vitest";
import { previewCookieVerifies, startPreviewCookie } from "./preview.server";

const SECRET = "preview-secret-of-the-unit-test-0123";
const OTHER_SECRET = "some-other-secret-0123456789-abcdef";

/** The Cookie header a browser sends back for a preview cookie opened `hoursAgo`. */
async function previewCookie(secret: string, hoursAgo = 0) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - hoursAgo * 3_600_000 });
  const setCookie = await startPreviewCookie(secret);
  vi.useRealTimers();
  return setCookie.split(";")[0]!;
}

describe("previewCookieVerifies", () => {
  it("accepts a current value signed with the secret, among other cookies", async () => {
    const cookie = await previewCookie(SECRET);
    expect(await previewCookieVerifies(SECRET, cookie)).toBe(true);
    expect(await previewCookieVerifies(SECRET, `a=1; ${cookie}; b=2`)).toBe(true);
  });

  it.each([
    ["no cookie", async () => undefined],
    ["another cookie", async () => "np_previewx=1"],
    ["a junk value", async () => "np_preview=4102444800.AAAA"],
    ["another secret's value", () => previewCookie(OTHER_SECRET)],
    ["an expired value", () => previewCookie(SECRET, 2.01)],
  ])("refuses %s", async (_label, header) => {
    expect(await previewCookieVerifies(SECRET, await header())).toBe(false);
  });

  it("knows no preview without a secret", async () => {
    const cookie = await previewCookie(SECRET);
    expect(await previewCookieVerifies(undefined, cookie)).toBe(false);
    expect(await previewCookieVerifies("", cookie)).toBe(false);
  });
});
