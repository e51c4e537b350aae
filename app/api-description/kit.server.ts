/**
 * The few shapes of an OpenAPI 3.1 document this site's description uses, and helpers that keep its
 * repeated parts (a JSON answer, a header, a reference) one line each. Schemas are JSON Schema
 * 2020-12, the dialect OpenAPI 3.1 uses, written as plain objects.
 */

export type JsonSchema = { [keyword: string]: unknown };

export type HeaderObject = { description: string; required?: boolean; schema: JsonSchema };

export type ResponseObject = {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, { schema: JsonSchema }>;
};

export type ParameterObject = {
  name: string;
  in: "query" | "path" | "header";
  description: string;
  required?: boolean;
  schema: JsonSchema;
};

export type OperationObject = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: {
    required?: boolean;
    description?: string;
    content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType: string }> }>;
  };
  /** Every status the call can answer, by its code. */
  responses: Record<string, ResponseObject>;
};

export type PathItem = Partial<Record<"get" | "post", OperationObject>>;

export type OpenApiDocument = {
  openapi: "3.1.1";
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
};

/** A reference to a schema of the document's components. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** A JSON answer: its description, its body's schema and the headers that matter. */
export function jsonAnswer(
  description: string,
  schema: JsonSchema,
  headers?: Record<string, HeaderObject>,
): ResponseObject {
  return { description, content: { "application/json": { schema } }, ...(headers ? { headers } : {}) };
}

/** A header every answer of its kind carries, with the value's schema. */
export const header = (description: string, schema: JsonSchema): HeaderObject => ({
  description,
  required: true,
  schema,
});

/** A header only some answers of its kind carry. */
export const optionalHeader = (description: string, schema: JsonSchema): HeaderObject => ({
  description,
  schema,
});

/** A value that is exactly this string. */
export const exactly = (value: string): JsonSchema => ({ type: "string", const: value });

/** A router pattern (`/api/strapi/:collection`) as an OpenAPI path template (`/api/strapi/{collection}`). */
export function pathTemplate(pattern: string): string {
  return pattern.replace(/:(\w+)/g, "{$1}");
}
