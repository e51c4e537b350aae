import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FIRST_TOUCH_KEY } from "~/leads/shared/first-touch-wire";
import { firstTouchScript } from "./first-touch-script";

/** Runs the inline script as a page at `url` reached from `referrer` would, with this tab's storage. */
function land(
  url: string,
  referrer: string,
  storage: Map<string, string>,
  sessionStorage: object = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
  },
) {
  const { pathname, search, origin } = new URL(url);
  runInNewContext(firstTouchScript(), {
    sessionStorage,
    location: { pathname, search, origin },
    document: { referrer },
    URL,
    URLSearchParams,
    JSON,
    Array,
  });
}

const kept = (storage: Map<string, string>) => JSON.parse(storage.get(FIRST_TOUCH_KEY) ?? "null");

describe("the first-touch script", () => {
  it("keeps the landing page, the referrer's origin, utm values and the click ids present", () => {
    const storage = new Map<string, string>();
    land(
      "https://northpeak.example/PRIZM?utm_source=newsletter&utm_medium=email&utm_campaign=q4&gclid=abc123&x=1",
      "https://mail.example/inbox/123?id=42",
      storage,
    );
    expect(kept(storage)).toEqual({
      landing_page: "/PRIZM",
      referrer: "https://mail.example",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "q4",
      click_ids: ["gclid"],
    });
    expect(storage.get(FIRST_TOUCH_KEY)).not.toContain("abc123");
  });

  it("keeps the first page of the visit only: later pages change nothing", () => {
    const storage = new Map<string, string>();
    land("https://northpeak.example/", "", storage);
    land("https://northpeak.example/Contact-us?utm_campaign=later", "https://other.example/", storage);
    expect(kept(storage)).toEqual({ landing_page: "/" });
  });

  it("cuts long values by characters, and keeps no referrer that is not another web site", () => {
    const storage = new Map<string, string>();
    land(
      `https://northpeak.example/${"p".repeat(500)}?utm_content=${"é😀".repeat(80)}`,
      "about:blank",
      storage,
    );
    const touch = kept(storage);
    expect(touch.landing_page).toHaveLength(200);
    expect(Array.from(touch.utm_content)).toHaveLength(100);
    expect(touch.utm_content.endsWith("😀")).toBe(true);
    expect(touch.referrer).toBeUndefined();
    const fromThisSite = new Map<string, string>();
    land("https://northpeak.example/PRIZM", "https://northpeak.example/blogs", fromThisSite);
    expect(kept(fromThisSite)).toEqual({ landing_page: "/PRIZM" });
  });

  it("goes without when storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => land("https://northpeak.example/", "", new Map(), refusing)).not.toThrow();
  });
});
