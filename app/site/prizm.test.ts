import { describe, expect, it } from "vitest";
import { demoProducts } from "~/leads/shared/contract";
import { productLabels } from "./form-text";
import { PRIZM_SECTIONS, prizmCards, relatedProducts } from "./prizm";

describe("PRIZM page data", () => {
  it("keeps the three hero cards, one per scroll target", () => {
    expect(prizmCards.cards.map((card) => card.key)).toEqual([...PRIZM_SECTIONS]);
  });

  it("presents the products a visitor can ask a demo of (demo form codes cre and tic)", () => {
    for (const card of relatedProducts.cards) {
      expect(demoProducts as readonly string[], card.key).toContain(card.key);
      expect(productLabels[card.key as keyof typeof productLabels], card.key).toBe(card.name);
    }
    expect(relatedProducts.cards.map((card) => card.name)).toEqual(["Contract Rate Explorer", "Tara"]);
    expect(relatedProducts.cards[0]!.text).toMatch(/machine-readable files/);
  });

  it("does not reuse a scroll target of the three PRIZM areas", () => {
    expect(PRIZM_SECTIONS).not.toContain(relatedProducts.id);
  });
});
