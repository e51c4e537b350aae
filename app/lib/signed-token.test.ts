import { describe, expect, it } from "vitest";
import { cookieValue, signToken, verifyToken } from "./signed-token.server";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const NOW = 1_800_000_000;

describe("signed tokens", () => {
  it("verifies its own value until it expires", () => {
    const value = signToken(SECRET, "preview", NOW + 60);
    expect(verifyToken(SECRET, "preview", value, NOW)).toBe(true);
    expect(verifyToken(SECRET, "preview", value, NOW + 59)).toBe(true);
    expect(verifyToken(SECRET, "preview", value, NOW + 60)).toBe(false);
  });

  it("refuses another secret, another purpose, a moved expiry and garbage", () => {
    const value = signToken(SECRET, "preview", NOW + 60);
    expect(verifyToken(`${SECRET}x`, "preview", value, NOW)).toBe(false);
    expect(verifyToken(SECRET, "staff", value, NOW)).toBe(false);
    const [, mac] = value.split(".");
    expect(verifyToken(SECRET, "preview", `${NOW + 6000}.${mac}`, NOW)).toBe(false);
    for (const junk of [undefined, "", "1.2", `${NOW + 60}.${mac}x`, `x${value}`, value.toUpperCase()])
      expect(verifyToken(SECRET, "preview", junk, NOW)).toBe(false);
  });
});

describe("cookieValue", () => {
  it("finds one cookie by its exact name", () => {
    expect(cookieValue("a=1; np_preview=v.x; b=2", "np_preview")).toBe("v.x");
    expect(cookieValue("xnp_preview=1", "np_preview")).toBeUndefined();
    expect(cookieValue(null, "np_preview")).toBeUndefined();
  });
});
