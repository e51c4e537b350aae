import { describe, expect, it } from "vitest";
import { productOptionsB } from "./forms";
import { PRIZM_SECTIONS, prizmCards, relatedProducts } from "./prizm";

describe("PRIZM page data", () => {
  it("keeps the three hero cards, one per scroll target", () => {
    expect(prizmCards.cards.map((card) => card.key)).toEqual([...PRIZM_SECTIONS]);
  });

  it("presents the products a visitor can ask a demo of (spec §1, demo form codes cre and tic)", () => {
    const demoProducts = new Map(productOptionsB.map((option) => [option.value, option.label]));
    for (const card of relatedProducts.cards) {
      expect(demoProducts.get(card.key), card.key).toBe(card.name);
    }
    expect(relatedProducts.cards.map((card) => card.name)).toEqual(["Contract Rate Explorer", "Tara"]);
    expect(relatedProducts.cards[0]!.text).toMatch(/machine-readable files/);
  });

  it("does not reuse a scroll target of the three PRIZM areas", () => {
    expect(PRIZM_SECTIONS).not.toContain(relatedProducts.id);
  });
});
