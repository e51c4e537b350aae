import { createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { servedOfPattern } from "./served-collections.server";
import { allArticles, detailPath, fillPattern } from "./collection-descriptors";

/** An item whose key (a Strapi 5 documentId) is not its numeric id, with a non-Latin title. */
const item = { key: "f4poi207t5a4wjkb3ao2btx2", title: "東京 オフィス: a new floor" };

/** The route pattern React Router gives the loader matched for a path, under a root route. */
async function routerPatternOf(path: string): Promise<string> {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "",
      children: routes.map((route) => ({
        id: route.id,
        path: route.path,
        index: route.index,
        loader: ({ pattern }: { pattern: string }) => pattern,
      })),
    },
  ]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const leaf = context.matches.at(-1)?.route.id ?? "";
  return String(context.loaderData[leaf]);
}

describe("the collection of a loader's pattern", () => {
  it.each(allArticles.map((collection) => [collection.key, collection] as const))(
    "%s: is found for its pages and documents, by the pattern the router gives their loaders",
    async (_key, collection) => {
      const { list, feed, json } = collection.routes;
      const spellings = [
        detailPath(collection, item),
        list.toUpperCase(),
        `${list}/`,
        feed,
        fillPattern(json, { collection: collection.apiName }),
      ];
      for (const path of spellings) {
        const pattern = await routerPatternOf(path);
        expect(servedOfPattern(pattern).collection, `${path} (${pattern})`).toBe(collection);
      }
    },
  );

  it("is none for the pattern of another page", () => {
    expect(() => servedOfPattern("our-team")).toThrow(/No content route/);
  });
});
