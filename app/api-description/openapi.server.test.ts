import { describe, expect, it } from "vitest";
import { allArticles } from "~/cms/collection-descriptors";
import routes from "~/routes";
import { openApiSchemaErrors } from "../../tests/support/openapi-responses";
import { listSchemaName } from "./bodies.server";
import { NOT_PUBLIC_API_PATHS as notPublic } from "../../tests/support/not-public-api";
import { openApiDocument, pathTemplate } from "./openapi.server";

const document = openApiDocument("https://api-description.example");
const { schemas } = document.components;
const lead = schemas.LeadSubmission as { required: string[]; properties: Record<string, object> };

describe("the API description", () => {
  it("conforms to the OpenAPI 3.1 schema", () => {
    expect(openApiSchemaErrors(document)).toBe("");
  });

  it("describes every API route the site has, but the staff's and editors'", () => {
    const apiPaths = routes.flatMap(({ path }) =>
      path?.startsWith("api/") ? [pathTemplate(`/${path}`)] : [],
    );
    expect(apiPaths).toEqual(expect.arrayContaining(notPublic));
    expect(Object.keys(document.paths).sort()).toEqual(apiPaths.filter((p) => !notPublic.includes(p)).sort());
  });

  it.each(allArticles.map((collection) => [collection.key, collection] as const))(
    "answers %s's published JSON in a list schema of its own",
    (key, collection) => {
      const operation = document.paths[pathTemplate(collection.routes.json)]?.get;
      expect(operation?.operationId).toBe(`${key}Json`);
      expect(operation?.responses["200"]?.content?.["application/json"]?.schema).toEqual({
        $ref: `#/components/schemas/${listSchemaName(collection)}`,
      });
      expect(schemas[listSchemaName(collection)]).toMatchObject({ required: ["data"] });
    },
  );

  it("takes the lead forms' own rules for the text fields", () => {
    expect(lead.required).toEqual(["name", "email"]);
    expect(lead.properties.email).toMatchObject({ maxLength: 254, pattern: expect.stringContaining("@") });
    expect(lead.properties.message).toMatchObject({ maxLength: 5000 });
  });

  it("lists the job opening an application names, with the pattern of its key", () => {
    expect(lead.properties.opening).toMatchObject({
      type: "string",
      pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
      description: expect.stringContaining("application"),
    });
    expect(lead.required).not.toContain("opening");
  });
});
