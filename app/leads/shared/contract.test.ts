import { describe, expect, it } from "vitest";
import { stableKeySchema } from "~/cms/types.server";
import { isSubmissionId, newSubmissionId, OPENING_KEY } from "./contract";

describe("submission ids", () => {
  it("are random version 4 UUIDs, made without crypto.randomUUID too (a page on plain http)", () => {
    const made = new Set([newSubmissionId(), newSubmissionId()]);
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
      made.add(newSubmissionId());
      made.add(newSubmissionId());
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
    expect(made.size).toBe(4);
    for (const id of made) expect(isSubmissionId(id), id).toBe(true);
  });

  it("accept nothing but a lower-case version 4 UUID", () => {
    for (const value of [
      "",
      "0B5C2E1D-7F4A-4C3B-9A2E-5D6F7A8B9C0D",
      "0b5c2e1d-7f4a-1c3b-9a2e-5d6f7a8b9c0d",
      "0b5c2e1d-7f4a-4c3b-9a2e-5d6f7a8b9c0d ",
      "x",
      7,
    ])
      expect(isSubmissionId(value), String(value)).toBe(false);
  });
});

describe("an opening's key", () => {
  // The CMS makes the keys the apply form sends: the two rules must agree (the lead feature does not
  // import the CMS, so its rule is a copy).
  it("follows the CMS's rule for an item's stable key", () => {
    for (const key of [
      "a",
      "Q3x9",
      "senior_dev-2",
      "x".repeat(64),
      "",
      "-a",
      "_a",
      "a b",
      "a/b",
      "é",
      "x".repeat(65),
    ])
      expect(OPENING_KEY.test(key), key).toBe(stableKeySchema.safeParse(key).success);
  });
});
