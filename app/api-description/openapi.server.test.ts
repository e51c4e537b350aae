import { describe, expect, it } from "vitest";
import { allCollections } from "~/cms/collection-descriptors";
import { collectionItemNames, editorApiCopy } from "~/site/pages/content";
import { listSchemaName } from "./answer-bodies.server";
import { componentRef } from "./json-schema.server";
import { openApiDocument, pathTemplate } from "./openapi.server";

/**
 * The description names the collections from their descriptors, so a collection added there is
 * described without another edit here; these checks catch a part that would silently keep the old
 * list (or let two collections overwrite each other's path or schema).
 */
const document = openApiDocument("https://api-description.example");
const { schemas } = document.components;
const previewType = document.paths["/api/preview"]?.get?.parameters?.find(({ name }) => name === "type");

describe("the API description names every collection", () => {
  it.each(allCollections.map((collection) => [collection.key, collection] as const))(
    "%s: its published JSON, answered in its own list schema",
    (key, collection) => {
      const operation = document.paths[pathTemplate(collection.routes.json)]?.get;
      expect(operation?.operationId).toBe(`${key}Json`);
      expect(operation?.summary).toBe(`Every published ${collectionItemNames[key].one}, newest first`);
      const listSchema = listSchemaName(collection);
      expect(operation?.responses["200"]?.content?.["application/json"]?.schema).toEqual(
        componentRef(listSchema),
      );
      expect(schemas[listSchema]).toMatchObject({ required: ["data"] });
    },
  );

  it("gives each collection a path and a list schema of its own", () => {
    const paths = new Set(allCollections.map(({ routes }) => pathTemplate(routes.json)));
    const listSchemas = new Set(allCollections.map(listSchemaName));
    expect(paths.size).toBe(allCollections.length);
    expect(listSchemas.size).toBe(allCollections.length);
    expect(Object.keys(schemas).filter((name) => name.endsWith("List") && name !== "LeadList")).toEqual([
      ...listSchemas,
    ]);
  });

  it("lists every collection's key where instant publish says what it read", () => {
    const keys = allCollections.map(({ key }) => key);
    const outcome = schemas.RefreshOutcome as { properties: Record<string, { items?: unknown }> };
    expect(outcome.properties.refreshed?.items).toMatchObject({ enum: keys });
    expect(outcome.properties.failed?.items).toMatchObject({ enum: keys });
  });

  it("takes every collection's entry type in the preview link, and names them when refused", () => {
    const entryTypes = allCollections.map(({ entryType }) => entryType);
    expect(previewType?.schema).toEqual({ enum: entryTypes });
    const refused = document.paths["/api/preview"]?.get?.responses["400"]?.description;
    expect(refused).toBe(`${editorApiCopy.previewBadType(allCollections)} Or: ${editorApiCopy.previewNoId}`);
    for (const entryType of entryTypes) expect(refused).toContain(entryType);
  });

  it("says what it said when blog and news were written out by hand", () => {
    expect(allCollections.map(listSchemaName)).toEqual(["BlogList", "NewsList"]);
    expect(
      allCollections.map(({ routes }) => document.paths[pathTemplate(routes.json)]?.get?.summary),
    ).toEqual(["Every published blog post, newest first", "Every published news item, newest first"]);
    expect(JSON.stringify(schemas.BlogList)).toContain('"Author"');
    expect(JSON.stringify(schemas.NewsList)).toContain('"Subheading"');
    expect(editorApiCopy.previewBadType(allCollections)).toBe("type must be blog or news.");
  });
});
