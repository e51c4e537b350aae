/**
 * The OpenAPI 3.1 description of the site's public API: its paths and, per call, its answers by status.
 * Bodies come from ./bodies; paths, limits and messages from the modules that define them.
 */
import { allArticles, type ArticleCollection } from "~/cms/collection-descriptors";
import { CONTENT_CACHE_CONTROL } from "~/cms/http.server";
import { FORM_EVENT_MAX_BYTES, FORM_STEP_CAP_PER_MINUTE } from "~/leads/insights/form-event-intake.server";
import { FORM_EVENTS_PATH } from "~/leads/insights/form-events";
import { CONTENT_TYPES } from "~/leads/intake/file-signature.server";
import { CAPTCHA_CHALLENGE_URL, CAPTCHA_CONFIG_URL, LEAD_ENDPOINT } from "~/leads/shared/contract";
import { NO_STORE } from "~/http/no-store";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import { brand } from "~/site/brand";
import { collectionItemNames } from "~/site/pages/content";
import { leadAnswers, serverAnswers } from "~/site/api-answers.server";
import { bodySchemas, componentRef, listSchemaName } from "./bodies.server";

type Header = { required?: boolean; schema: object };
type Answer = {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, { schema: object }>;
};
/** The fields every operation has; the others (parameters, requestBody, …) as OpenAPI names them. */
type Operation = {
  operationId: string;
  summary: string;
  responses: Record<string, Answer>;
  [field: string]: unknown;
};
type Paths = Record<string, { get?: Operation; post?: Operation }>;

/** A router pattern (`/api/strapi/:collection`) as an OpenAPI path template (`/api/strapi/{collection}`). */
export const pathTemplate = (pattern: string) => pattern.replace(/:(\w+)/g, "{$1}");

/** Headers the code always sends (`must`) or sends only at times (`may`), with the value it sends. */
const must = (schema: object): Header => ({ required: true, schema });
const may = (schema: object): Header => ({ schema });
const exactly = (value: string) => ({ type: "string", const: value });
const matching = (pattern: string) => ({ type: "string", pattern });

const noStore = { "Cache-Control": must(exactly(NO_STORE)) };
const retryAfter = { "Retry-After": must(matching("^[0-9]+$")) };
const keptBriefly = { "Cache-Control": must(matching("^public, max-age=\\d+$")) };

const json = (description: string, body: string | object, headers: Record<string, Header> = {}): Answer => ({
  description,
  headers,
  content: { "application/json": { schema: typeof body === "string" ? componentRef(body) : body } },
});
/** A `{ message, errors? }` answer, never stored. */
const said = (description: string, headers: Record<string, Header> = {}) =>
  json(description, "Message", { ...noStore, ...headers });
const postOnly = (operationId: string, message: string): Operation => ({
  operationId,
  summary: "Refused: the path takes POST only",
  responses: { "405": said(message, { Allow: must(exactly("POST")) }) },
});

const MB = 1024 * 1024;
const attachmentEncoding = { contentType: Object.values(CONTENT_TYPES).join(", ") };
const formEvents = serverAnswers.formEvents;

const leadCalls: Paths = {
  [CAPTCHA_CHALLENGE_URL]: {
    get: {
      operationId: "captchaChallenge",
      summary: "A fresh signed ALTCHA challenge for the lead form's captcha",
      responses: {
        "200": json(
          "The challenge; send its solution as the lead's captcha field.",
          "AltchaChallenge",
          noStore,
        ),
        "429": said(leadAnswers.captchaRateLimited, retryAfter),
        "503": said(leadAnswers.captchaUnavailable, retryAfter),
      },
    },
  },
  [CAPTCHA_CONFIG_URL]: {
    get: {
      operationId: "captchaConfig",
      summary: "Which captcha the server verifies (ALTCHA, or reCAPTCHA v2 with its public site key)",
      responses: { "200": json("The captcha in use.", "CaptchaConfig", keptBriefly) },
    },
  },
  [LEAD_ENDPOINT]: {
    post: {
      operationId: "sendLead",
      summary: "Send a lead: a contact message, a demo request or a job application",
      description:
        "Every refusal has a `message` a visitor can read; a field's own problems are in `errors`, keyed by " +
        "the field's name. A request that names another site in its Origin (or Referer) is refused unread.",
      requestBody: {
        required: true,
        description: `At most ${UPLOAD_LIMITS.maxRequestBytes / MB} MB, ${UPLOAD_LIMITS.maxFiles} files of at most ${UPLOAD_LIMITS.maxFileBytes / MB} MB each.`,
        content: {
          "multipart/form-data": {
            schema: componentRef("LeadSubmission"),
            encoding: { files: attachmentEncoding, cv: attachmentEncoding },
          },
        },
      },
      responses: {
        "200": said("Stored (or already stored under this submission_id); the sales inbox is told."),
        "400": said("A field is missing or wrong (see `errors`), the form unknown, the body unreadable."),
        "403": said(leadAnswers.crossSite),
        "408": said("The body stopped arriving, or too slowly; the connection is closed.", {
          Connection: may(exactly("close")),
        }),
        "413": said("The body, a file, a field or the number of files is over its limit."),
        "415": said("Not multipart/form-data, or an attachment that is not a PDF, DOC or DOCX document."),
        "429": said("Too many leads from this address, or too many uploads from it at once.", retryAfter),
        "503": {
          description:
            "Too many uploads at once, the captcha or the database unreachable; or from the front, text.",
          headers: { ...noStore, "Retry-After": may(matching("^[0-9]+$")) },
          content: {
            "application/json": { schema: componentRef("Message") },
            "text/plain": { schema: { type: "string" } },
          },
        },
      },
    },
    get: postOnly("leadWrongMethod", leadAnswers.methodNotAllowed),
  },
  [FORM_EVENTS_PATH]: {
    post: {
      operationId: "countFormStep",
      summary: "A lead form was shown or first touched: one more in that form's count of the day",
      description:
        "Only our own pages report: the request must name our site in Origin. Nothing about the sender is " +
        `kept. Each form's step is counted at most ${FORM_STEP_CAP_PER_MINUTE} times a minute per process; ` +
        "past that a report is answered 204 and not counted.",
      requestBody: {
        required: true,
        description: `At most ${FORM_EVENT_MAX_BYTES} bytes; text/plain is what the browser's sendBeacon sends.`,
        content: {
          "application/json": { schema: componentRef("FormStep") },
          "text/plain": { schema: componentRef("FormStep") },
        },
      },
      responses: {
        "204": { description: "Counted (or, past the minute's cap, dropped).", headers: noStore },
        "400": said(formEvents.invalid),
        "403": said(leadAnswers.crossSite),
        "413": said(formEvents.tooLarge(FORM_EVENT_MAX_BYTES)),
        "415": said(formEvents.unsupportedType),
        "429": said(formEvents.tooMany, retryAfter),
        "503": said(formEvents.unavailable, retryAfter),
      },
    },
    get: postOnly("formStepWrongMethod", formEvents.methodNotAllowed),
  },
};

function collectionJson(collection: ArticleCollection): [string, Paths[string]] {
  const { key, apiName } = collection;
  const etag = { ETag: must(matching('^"[^"]+"$')) };
  const get: Operation = {
    operationId: `${key}Json`,
    summary: `Every published ${collectionItemNames[key].one}, newest first`,
    parameters: [
      { name: "collection", in: "path", required: true, schema: { type: "string", examples: [apiName] } },
      {
        name: "If-None-Match",
        in: "header",
        schema: { type: "string" },
        description: "304 while it is current.",
      },
    ],
    responses: {
      "200": json("The list, in Strapi's shape.", listSchemaName(collection), {
        ...etag,
        "Cache-Control": must(exactly(CONTENT_CACHE_CONTROL)),
      }),
      "304": { description: "The client's copy is current.", headers: etag },
      "404": json("No collection of that name.", "ContentError", noStore),
      "503": json(serverAnswers.contentUnavailable, "ContentError", noStore),
    },
  };
  return [pathTemplate(collection.routes.json), { get }];
}

/** The description, with the deployment's own address as its server. */
export function openApiDocument(publicUrl: string) {
  const paths: Paths = {
    ...leadCalls,
    ...Object.fromEntries(allArticles.map(collectionJson)),
    "/api/openapi.json": {
      get: {
        operationId: "apiDescription",
        summary: "This description",
        responses: { "200": json("The OpenAPI 3.1 document.", { type: "object" }, keptBriefly) },
      },
    },
  };
  return {
    openapi: "3.1.1",
    info: {
      title: `${brand.name} website API`,
      version: "1",
      description:
        "The calls behind the website's forms and feeds. Errors are JSON `{ message, errors? }` (the blog " +
        "and news JSON: Strapi's `{ data: null, error }`). Staff and editors' calls are not described (ADR 043).",
    },
    servers: [{ url: publicUrl, description: "This deployment." }],
    paths,
    components: { schemas: bodySchemas },
  };
}
