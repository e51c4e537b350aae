/**
 * The parts an operation of the description is made of: its answers, the headers that matter in
 * them, and its parameters. A header's schema is checked against the real answer by the
 * integration test, so each one states what the code sends.
 */
import { NO_STORE } from "~/http/no-store";
import { componentRef, type JsonSchema } from "./json-schema.server";

type Header = { description: string; required?: boolean; schema: JsonSchema };
export type HeaderMap = Record<string, Header>;
export type Answer = {
  description: string;
  headers?: HeaderMap;
  content?: Record<string, { schema: JsonSchema }>;
};
/** An operation; its tag is given by the group of paths it is listed in. */
export type Operation = {
  operationId: string;
  summary: string;
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, Answer>;
};
export type Paths = Record<string, Partial<Record<"get" | "post", Operation>>>;

/** Every operation of these paths, under one tag. */
export function tagged(tag: string, paths: Paths): Paths {
  const withTag = (item: Paths[string]) =>
    Object.fromEntries(
      Object.entries(item).map(([method, operation]) => [method, { tags: [tag], ...operation }]),
    );
  return Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, withTag(item)]));
}

export const exactly = (value: string): JsonSchema => ({ type: "string", const: value });
export const matching = (pattern: string): JsonSchema => ({ type: "string", pattern });
/** A header every answer of its kind carries; `may` for one only some carry. */
export const must = (description: string, schema: JsonSchema): Header => ({
  description,
  required: true,
  schema,
});
export const may = (description: string, schema: JsonSchema): Header => ({ description, schema });

export const noStore = {
  "Cache-Control": must("Never kept by a browser or a shared cache.", exactly(NO_STORE)),
};
export const retryAfter = {
  "Retry-After": must("Seconds to wait before trying again.", matching("^[0-9]+$")),
};
export const mayRetryAfter = {
  "Retry-After": may("Seconds to wait before trying again.", matching("^[0-9]+$")),
};
export const keptBriefly = { "Cache-Control": must("Kept briefly.", matching("^public, max-age=\\d+$")) };
export const closes = (header: typeof must) => ({
  Connection: header("The connection is not kept.", exactly("close")),
});

/** A JSON answer: its body's schema (by its component's name) and the headers that matter. */
export const json = (description: string, body: string | JsonSchema, headers: HeaderMap = {}): Answer => ({
  description,
  headers,
  content: { "application/json": { schema: typeof body === "string" ? componentRef(body) : body } },
});
/** A `{ message, errors? }` answer, never stored. */
export const said = (description: string, headers: HeaderMap = {}) =>
  json(description, "Message", { ...noStore, ...headers });

/** The front answers 503 itself, in plain text, while no instance of the site can take a request. */
export const orFromTheFront = (answer: Answer): Answer => ({
  ...answer,
  description: `${answer.description} Or, from the front while no instance of the site can answer, plain text.`,
  content: { ...answer.content, "text/plain": { schema: { type: "string" } } },
});

/** A GET of a path that takes POST only: 405, which says so. */
export const postOnly = (operationId: string, message: string): Operation => ({
  operationId,
  summary: "Refused: the path takes POST only",
  responses: { "405": said(message, { Allow: must("The only method the path takes.", exactly("POST")) }) },
});

/** What a bearer-guarded call answers before it looks at the request. */
export const gateAnswers = (unset: string) => ({
  "401": said("No token, or not the right one.", {
    "WWW-Authenticate": must("The scheme to use.", matching('^Bearer realm="[a-z]+"$')),
  }),
  "404": said(unset),
  "429": said("Too many wrong tokens from this address; even the right one waits.", retryAfter),
  "503": said(
    "The database is unreachable (the guessing limit cannot be counted, or the leads read).",
    mayRetryAfter,
  ),
});

/** A parameter in the query, the path or a header (one in the path is always required). */
export const parameter = (
  where: "query" | "path" | "header",
  name: string,
  description: string,
  schema: JsonSchema = { type: "string" },
  required = where === "path",
) => ({ name, in: where, description, required, schema });
