/**
 * zod schemas as the JSON Schemas (2020-12, the dialect of OpenAPI 3.1) of the description's
 * components. Refinements and transforms have no JSON Schema form: they are left out, not refused.
 */
import { z } from "zod";

export type JsonSchema = { [keyword: string]: unknown };

/** The schemas of a description's components, each registered under its name. */
export const components = () => z.registry<{ id: string }>();

const componentPath = (name: string) => `#/components/schemas/${name}`;
export const componentRef = (name: string): JsonSchema => ({ $ref: componentPath(name) });

/** A generated schema without the keywords that only a stand-alone document carries. */
function embedded({ $schema: _dialect, $id: _id, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

/** What a client may send (`input`: before transforms, defaults) or what the server sends (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return embedded(z.toJSONSchema(schema, { io, unrepresentable: "any" }));
}

/** Every schema of a registry, by its name; a schema used inside another is referred to by name. */
export function componentSchemas(
  registry: ReturnType<typeof components>,
  io: "input" | "output",
): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: "any", uri: componentPath });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, embedded(schema)]));
}
