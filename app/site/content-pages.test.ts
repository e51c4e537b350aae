import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ContentBlock } from "./blocks";
import { engagementModels } from "./engagement-models";
import { MINIMUM_AGE_WITHOUT_GUARDIAN, NO_COLLECTION_UNDER_AGE, privacyPolicy, termsOfUse } from "./legal";
import { servicePages } from "./pages/services";
import { networksSection, prizmCards, prizmShopping, ratesSection, shoppingSection } from "./prizm";
import { ourServices, serviceDetails, whatWeDo } from "./services";

const publicFile = (url: string) => path.join(process.cwd(), "public", url);

/** Every image a block refers to. */
function blockImages(block: ContentBlock): string[] {
  if (block.kind === "split") return [block.image.src];
  if (block.kind === "cards") return block.cards.flatMap((c) => (c.image ? [c.image] : []));
  return [];
}

describe("service pages data", () => {
  it("has content for each of the six service routes and nothing else", () => {
    const servicePaths = ["/web-app", "/mobile-app", "/data-handling", "/iot", "/devops", "/ui-ux"];
    expect(Object.keys(serviceDetails).sort()).toEqual([...servicePaths].sort());
    for (const p of servicePaths) expect(Object.values(servicePages).map((page) => page.path)).toContain(p);
  });

  it("points Our Services' Learn More buttons at the service pages' routes", () => {
    const links = ourServices.blocks.flatMap((b) => (b.kind === "split" ? (b.actions ?? []) : []));
    expect(links.map((l) => l.href)).toEqual(Object.keys(serviceDetails));
    expect(links.every((l) => l.label === "Learn More")).toBe(true);
  });

  it("has the three engagement models", () => {
    expect(engagementModels.cards.map((c) => c.name)).toEqual([
      "Fixed Cost Project",
      "Supplemental workforce staffing (offshore)",
      "Supplemental workforce staffing (onshore)",
    ]);
  });

  it("refers only to images that exist under public/", () => {
    const blocks = [
      ...whatWeDo.blocks,
      ...ourServices.blocks,
      engagementModels,
      ...Object.values(serviceDetails).flatMap((d) => d.blocks),
    ];
    const prizmImages = [
      ...prizmCards.cards,
      ...networksSection.views,
      ...ratesSection.cards,
      ...prizmShopping.features,
    ].map((c) => c.image);
    const images = [
      ...blocks.flatMap(blockImages),
      ...prizmImages,
      ...networksSection.figures.map((f) => f.src),
      shoppingSection.image.src,
    ];
    for (const image of images) expect(existsSync(publicFile(image)), image).toBe(true);
  });
});

describe("legal documents", () => {
  it("states the policies' age rules: 18 without a guardian, nothing collected under 13", () => {
    expect(MINIMUM_AGE_WITHOUT_GUARDIAN).toBe(18);
    expect(NO_COLLECTION_UNDER_AGE).toBe(13);
    for (const doc of [termsOfUse, privacyPolicy]) {
      const text = JSON.stringify(doc);
      expect(text).toContain("at least 18 years old");
      expect(text).toContain("under the age of 13");
    }
  });

  it("uses unique section anchors", () => {
    for (const doc of [termsOfUse, privacyPolicy]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("says what is kept of where an enquiry came from, where, why, and that form use is counted anonymously", () => {
    const section = (id: string) => {
      const found = privacyPolicy.sections.find((s) => s.id === id);
      if (!found) throw new Error(`no section ${id}`);
      return [...found.paragraphs, ...(found.list ?? [])].join(" ");
    };
    const sources = section("enquiry-sources");
    for (const kept of [
      "first page of the Site",
      "only its address, never the full link",
      "utm_source, utm_medium, utm_campaign, utm_term and utm_content",
      "never the identifier itself",
      "the page you sent the form from",
    ])
      expect(sources).toContain(kept);
    expect(sources).toContain("session storage");
    expect(sources).toContain("No cookie is used");
    expect(sources).toContain("which of our campaigns and pages");
    expect(sources).toContain("If you never send a form, we keep none of it.");
    const counts = section("form-counts");
    expect(counts).toMatch(/shown.*starts to fill it in.*sent/);
    expect(counts).toContain("no cookie");
    expect(counts).toContain("no IP address");
  });

  it("says what an analytics service, if the Site uses one, is told, that it sets no cookie, and why", () => {
    const visits = privacyPolicy.sections.find((s) => s.id === "visit-counts")?.paragraphs.join(" ") ?? "";
    expect(visits).toMatch(/^We may count visits .* If we do,/);
    for (const told of [
      "the page's address (with any advertising click identifier taken out; campaign tags such as utm_source stay",
      "the site that linked you to us",
      "its type, language and screen size and the IP address",
      "which form was sent, never what you wrote",
      "No cookie is set",
      "to see what interests our visitors",
    ])
      expect(visits).toContain(told);
  });

  it("governs the terms by Massachusetts law", () => {
    const law = termsOfUse.sections.find((s) => s.id === "governing-law")!;
    expect(law.paragraphs.join(" ")).toContain("Commonwealth of Massachusetts");
  });
});
