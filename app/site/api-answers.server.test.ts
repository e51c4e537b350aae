import { describe, expect, it } from "vitest";
import { serverAnswers } from "./api-answers.server";

describe("serverAnswers.unknownCollection", () => {
  it("names the collection asked for, cut at 64 characters, never inside one", () => {
    expect(serverAnswers.unknownCollection("other-website-blogs")).toBe(
      "Unknown collection other-website-blogs",
    );
    const long = `${"x".repeat(63)}😀${"y".repeat(5000)}`;
    expect(serverAnswers.unknownCollection(long)).toBe(`Unknown collection ${"x".repeat(63)}😀`);
  });
});
