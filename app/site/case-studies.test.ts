import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { itemPaths } from "~/cms/collection-descriptors";
import { sortItems } from "~/cms/item-order.server";
import { localSource } from "~/cms/local.server";
import type { CaseStudy } from "~/cms/types.server";
import { type CaseStudyCard, caseStudyBlocks, caseStudyList } from "./case-studies";

const repoContent = path.resolve(import.meta.dirname, "../../content");
const publicFile = (url: string) => path.join(process.cwd(), "public", url);

const card = (group: string, name: string): CaseStudyCard => ({
  group,
  name,
  text: `What ${name} did`,
  image: "/images/insights/iot.svg",
  link: `/insights/${name.toLowerCase().replace(/\s+/g, "-")}`,
});

describe("the case study list's sections", () => {
  it("puts each card under its group, Products then Services, in the order given", () => {
    const blocks = caseStudyBlocks([
      card("Services", "Second service"),
      card("Products", "A product"),
      card("Services", "First service"),
    ]);
    expect(blocks.map((block) => [block.id, block.title, block.cards.map((c) => c.name)])).toEqual([
      ["products", "Products", ["A product"]],
      ["services", "Services", ["Second service", "First service"]],
    ]);
    for (const { cards } of blocks)
      for (const shown of cards) expect(shown).toMatchObject({ linkLabel: caseStudyList.readLabel });
  });

  it("gives a lone card a third of the row and two or more half each", () => {
    const blocks = caseStudyBlocks([
      card("Products", "One"),
      card("Services", "Two"),
      card("Services", "Three"),
    ]);
    expect(blocks.map((block) => block.columns)).toEqual([3, 2]);
  });

  it("leaves out a group with no case study, and shows no section at all for none", () => {
    expect(caseStudyBlocks([card("Services", "Only services")]).map((block) => block.id)).toEqual([
      "services",
    ]);
    expect(caseStudyBlocks([])).toEqual([]);
  });

  it("keys cards by their page, so two case studies of the same name are both shown", () => {
    const twins = [
      card("Services", "Same name"),
      { ...card("Services", "Same name"), link: "/insights/other" },
    ];
    const keys = caseStudyBlocks(twins)[0]?.cards.map((shown) => shown.key);
    expect(keys).toEqual(["/insights/same-name", "/insights/other"]);
  });
});

describe("the case studies' order", () => {
  it("is the editors' `order`, smallest first, then the title", async () => {
    const [base] = await localSource(repoContent).read("case-studies");
    if (!base) throw new Error("content/case-studies has no case study");
    const study = (title: string, order: number): CaseStudy => ({ ...base, title, order });
    const items = [study("Zeta", 20), study("Beta", 10), study("Alpha", 20), study("Gamma", -5)];
    const sorted = sortItems("case-studies", items);
    expect(sorted.map((item) => item.title)).toEqual(["Gamma", "Beta", "Alpha", "Zeta"]);
  });
});

describe("the case studies in content/", () => {
  it("are one product and four services, at today's addresses, in today's order", async () => {
    const studies = sortItems("case-studies", await localSource(repoContent).read("case-studies"));
    expect(studies.map((s) => [s.group, itemPaths["case-studies"](s)])).toEqual([
      ["Products", "/insights/boulder-administration-services"],
      ["Services", "/insights/design-a-software-solution-to-assess-child-bullying"],
      ["Services", "/insights/a-smart-wellness-digital-solution"],
      ["Services", "/insights/a-case-study-in-innovative-IOT-solution"],
      ["Services", "/insights/a-smart-healthcare-platform"],
    ]);
  });

  it("tell each story as context, challenge, solution and outcome, with results and images that exist", async () => {
    for (const study of await localSource(repoContent).read("case-studies")) {
      const headings = [...study.description.matchAll(/<h2>([^<]*)<\/h2>/g)].map(([, heading]) => heading);
      expect(headings, study.slug).toEqual([
        "Client context",
        "The challenge",
        "The solution",
        "The outcome",
      ]);
      expect(study.description, study.slug).toContain("<ul>");
      expect(study.results.length).toBeGreaterThanOrEqual(3);
      for (const image of [study.icon, ...study.images.map((cover) => cover.url)])
        expect(existsSync(publicFile(image)), image).toBe(true);
    }
  });
});
