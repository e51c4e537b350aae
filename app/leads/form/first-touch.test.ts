import { describe, expect, it } from "vitest";
import { FIRST_TOUCH_KEY, keepFirstTouch, keptFirstTouch } from "./first-touch";

/** An in-memory Storage with Web Storage's string semantics. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
  };
}

describe("first touch in session storage", () => {
  it("keeps the page the visitor landed on, and later pages of the visit change nothing", () => {
    const storage = memoryStorage();
    keepFirstTouch(
      storage,
      { pathname: "/PRIZM", search: "?utm_source=newsletter" },
      "https://mail.example/x",
    );
    keepFirstTouch(
      storage,
      { pathname: "/Contact-us", search: "?utm_source=other" },
      "https://northpeak.example/",
    );
    expect(JSON.parse(keptFirstTouch(storage) ?? "")).toEqual({
      landing_page: "/PRIZM",
      referrer: "https://mail.example",
      utm_source: "newsletter",
    });
  });

  it("keeps a landing without campaign tags too, so a later tagged page does not pass for the first", () => {
    const storage = memoryStorage();
    keepFirstTouch(storage, { pathname: "/", search: "" }, "");
    keepFirstTouch(storage, { pathname: "/PRIZM", search: "?utm_campaign=q4" }, "");
    expect(JSON.parse(storage.items.get(FIRST_TOUCH_KEY) ?? "")).toEqual({ landing_page: "/" });
  });

  it("goes without when storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => keepFirstTouch(refusing, { pathname: "/", search: "" }, "")).not.toThrow();
    expect(keptFirstTouch(refusing)).toBeUndefined();
    expect(keptFirstTouch(memoryStorage())).toBeUndefined();
  });
});
