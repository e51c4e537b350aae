import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify (the blog URL slug rule)", () => {
  it.each([
    ["Reading Payer MRFs", "reading-payer-mrfs"],
    ["What's new in TiC: 2025 edition!", "whats-new-in-tic-2025-edition"],
    ["  Leading and trailing  ", "leading-and-trailing"],
    ["Many   spaces\tand\nnewlines", "many-spaces-and-newlines"],
    ["A - B", "a---b"],
    ["Café in Kathmandu", "café-in-kathmandu"],
    ["東京 オフィス", "東京-オフィス"],
    ["under_score", "underscore"],
    ["", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("applies the rule in its order: trim happens before punctuation is removed", () => {
    expect(slugify("Hello !")).toBe("hello-");
  });
});
