/**
 * The OpenAPI 3.1 description of the site's API: the paths and, for each call, its answers by
 * status. The bodies' schemas are generated from zod (./request-bodies, ./answer-bodies); paths,
 * limits and messages come from the modules that define them, so the description moves with them.
 */
import { allCollections, type Collection } from "~/cms/collection-descriptors";
import { CONTENT_CACHE_CONTROL } from "~/cms/http.server";
import { PREVIEW_HEADERS } from "~/cms/preview-headers";
import { FORM_EVENT_MAX_BYTES, FORM_STEP_CAP_PER_MINUTE } from "~/leads/insights/form-event-intake.server";
import { FORM_EVENTS_PATH } from "~/leads/insights/form-events";
import { leadAnswers as pipelineMessages } from "~/site/api-answers.server";
import {
  CAPTCHA_CHALLENGE_URL,
  CAPTCHA_CONFIG_URL,
  LEAD_ENDPOINT,
  UPLOAD_LIMITS,
} from "~/leads/shared/contract";
import { brand } from "~/site/brand";
import { collectionItemNames, editorApiCopy } from "~/site/pages/content";
import { serverAnswers } from "~/site/api-answers.server";
import { answerSchemas, attachmentTypes, listSchemaName } from "./answer-bodies.server";
import { componentRef } from "./json-schema.server";
import {
  type Answer,
  closes,
  exactly,
  gateAnswers,
  type HeaderMap,
  json,
  keptBriefly,
  matching,
  may,
  mayRetryAfter,
  must,
  noStore,
  type Paths,
  orFromTheFront,
  parameter,
  postOnly,
  retryAfter,
  said,
  tagged,
} from "./operations.server";
import { requestSchemas } from "./request-bodies.server";

/** Where the description itself is served. */
export const OPENAPI_PATH = "/api/openapi.json";

/** A router pattern (`/api/strapi/:collection`) as an OpenAPI path template (`/api/strapi/{collection}`). */
export const pathTemplate = (pattern: string) => pattern.replace(/:(\w+)/g, "{$1}");

const MB = 1024 * 1024;
const formEvents = serverAnswers.formEvents;

const leadCalls: Paths = {
  [CAPTCHA_CHALLENGE_URL]: {
    get: {
      operationId: "captchaChallenge",
      summary: "A fresh signed ALTCHA challenge for the lead form's captcha",
      responses: {
        "200": json(
          "The challenge; solve it and send the payload as the lead's captcha field.",
          "AltchaChallenge",
          noStore,
        ),
        "429": said(pipelineMessages.captchaRateLimited, retryAfter),
        "503": said(pipelineMessages.captchaUnavailable, retryAfter),
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
        "Every refusal has its status and a `message` a visitor can read; a field's own problems are in " +
        "`errors`, keyed by the field's name. Nothing is stored unless the whole submission is. A request " +
        "that names another site in its Origin (or Referer) is refused before its body is read.",
      requestBody: {
        required: true,
        description: `At most ${UPLOAD_LIMITS.maxRequestBytes / MB} MB, ${UPLOAD_LIMITS.maxFiles} files of at most ${UPLOAD_LIMITS.maxFileBytes / MB} MB each.`,
        content: {
          "multipart/form-data": {
            schema: componentRef("LeadSubmission"),
            encoding: Object.fromEntries(
              ["files", "cv"].map((field) => [field, { contentType: attachmentTypes.join(", ") }]),
            ),
          },
        },
      },
      responses: {
        "200": said("Stored (or already stored under this submission_id); the sales inbox is told."),
        "400": said("A field is missing or wrong (see `errors`), the form unknown, the body unreadable."),
        "403": said(pipelineMessages.crossSite),
        "408": said(
          "The body stopped arriving, or arrived too slowly; the connection is closed.",
          closes(may),
        ),
        "413": said("The body, a file, a field or the number of files is over its limit."),
        "415": said("Not multipart/form-data, or an attachment that is not a PDF, DOC or DOCX document."),
        "429": said("Too many leads from this address, or too many uploads from it at once.", retryAfter),
        "503": orFromTheFront(
          said("Too many uploads at once, the captcha service or the database unreachable.", mayRetryAfter),
        ),
      },
    },
    get: postOnly("leadWrongMethod", pipelineMessages.methodNotAllowed),
  },
  [FORM_EVENTS_PATH]: {
    post: {
      operationId: "countFormStep",
      summary: "A lead form was shown or first touched: one more in that form's count of the day",
      description:
        "Only our own pages report: the request must name our site in Origin, as a browser does on every POST. " +
        "Nothing about the sender is kept; its address only keys a short-lived limit in memory. " +
        `Each form's step is counted at most ${FORM_STEP_CAP_PER_MINUTE} times a minute per server process, ` +
        "from all senders together; past that a report is answered 204 and not counted.",
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
        "403": said(pipelineMessages.crossSite),
        "413": said(formEvents.tooLarge(FORM_EVENT_MAX_BYTES)),
        "415": said(formEvents.unsupportedType),
        "429": said(formEvents.tooMany, retryAfter),
        "503": said(formEvents.unavailable, retryAfter),
      },
    },
    get: postOnly("formStepWrongMethod", formEvents.methodNotAllowed),
  },
};

function collectionJson(collection: Collection): [string, Paths[string]] {
  const { key, apiName } = collection;
  const etag = { ETag: must("The version of the list (strong).", matching('^"[^"]+"$')) };
  const contentError = (description: string) => json(description, "ContentError", noStore);
  const get = {
    operationId: `${key}Json`,
    summary: `Every published ${collectionItemNames[key].one}, newest first`,
    parameters: [
      parameter("path", "collection", `The collection's name: ${apiName}.`, {
        type: "string",
        examples: [apiName],
      }),
      parameter("header", "If-None-Match", "The ETag of a copy the client holds: 304 while it is current."),
    ],
    responses: {
      "200": json("The list, in Strapi's shape and attribute names.", listSchemaName(collection), {
        ...etag,
        "Cache-Control": must("Kept a minute.", exactly(CONTENT_CACHE_CONTROL)),
      }),
      "304": { description: "The client's copy is current.", headers: etag },
      "404": contentError("No collection of that name."),
      "503": contentError(serverAnswers.contentUnavailable),
    },
  };
  return [pathTemplate(collection.routes.json), { get }];
}

const staffCalls: Paths = {
  "/api/leads": {
    get: {
      operationId: "listLeads",
      summary: "Every lead, newest first, with its delivery status, attribution and attachments' facts",
      security: [{ staffToken: [] }],
      parameters: [
        parameter("query", "format", "json (the default) or csv.", {
          enum: ["json", "csv"],
          default: "json",
        }),
      ],
      responses: {
        "200": {
          description: "The leads; the CSV as a download.",
          headers: {
            ...noStore,
            "Content-Disposition": may("The CSV's file name.", matching("^attachment;")),
          },
          content: {
            "application/json": { schema: componentRef("LeadList") },
            "text/csv": { schema: { type: "string" } },
          },
        },
        "400": said("format is neither csv nor json."),
        ...gateAnswers("No staff token is configured: the call does not exist."),
      },
    },
  },
  "/api/leads/{id}/attachments/{n}": {
    get: {
      operationId: "leadAttachment",
      summary: "One attachment of a lead, as a download",
      security: [{ staffToken: [] }],
      parameters: [
        parameter("path", "id", "The lead's id."),
        parameter("path", "n", "The attachment's place in the lead, from 1.", matching("^[0-9]+$")),
      ],
      responses: {
        "200": {
          description: "The file's bytes, under its own type.",
          headers: {
            ...noStore,
            "Content-Disposition": must("A download, with the file's name.", matching("^attachment;")),
            "Content-Security-Policy": must("Nothing in the file may run.", matching("sandbox")),
          },
          content: Object.fromEntries(
            attachmentTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]),
          ),
        },
        ...gateAnswers("No such lead or attachment, or no staff token is configured."),
      },
    },
  },
};

const previewHeaders = {
  "Cache-Control": must("Per browser, never kept.", exactly(PREVIEW_HEADERS["Cache-Control"])),
  "X-Robots-Tag": must("Never indexed.", exactly(PREVIEW_HEADERS["X-Robots-Tag"])),
};
const previewSaid = (description: string, headers: HeaderMap = {}) =>
  json(description, "Message", { ...previewHeaders, ...headers });
const backTo = (description: string, cookie: string): Answer => ({
  description,
  headers: {
    ...previewHeaders,
    Location: must("Where the editor goes.", matching("^/")),
    "Set-Cookie": must(cookie, matching("^[a-z_]+=[^;]*; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax")),
  },
});

const editorCalls: Paths = {
  "/api/revalidate": {
    post: {
      operationId: "revalidateContent",
      summary: "Instant publish: read the blog and news lists from the CMS now",
      description: "What a CMS webhook calls on publish; the body is optional and only logged.",
      security: [{ editorToken: [] }],
      requestBody: {
        description: "A CMS webhook's JSON (its event and model are logged), or nothing.",
        content: { "application/json": { schema: { type: "object" } } },
      },
      responses: {
        "200": json(editorApiCopy.refreshed, "RefreshOutcome", noStore),
        "400": said("The body is neither empty nor JSON."),
        "403": said(pipelineMessages.crossSite),
        "413": said(
          "The body is too large for a webhook; it is not read, and the connection is closed.",
          closes(must),
        ),
        "502": json(editorApiCopy.refreshFailed, "RefreshOutcome", noStore),
        ...gateAnswers("No revalidate token is configured: the call does not exist."),
      },
    },
    get: postOnly("revalidateWrongMethod", editorApiCopy.refreshUsePost),
  },
  "/api/preview": {
    get: {
      operationId: "startPreview",
      summary: "What the CMS's preview button opens: drafts shown to this browser, on the entry's page",
      security: [{ previewSecret: [] }],
      parameters: [
        parameter(
          "query",
          "type",
          "The entry's kind.",
          { enum: allCollections.map((c) => c.entryType) },
          true,
        ),
        parameter("query", "id", "The entry's documentId (Strapi 5) or id.", { type: "string" }, true),
      ],
      responses: {
        "307": backTo("The preview cookie is set; on to the entry's page.", "The signed preview cookie."),
        "400": previewSaid(
          `${editorApiCopy.previewBadType(allCollections)} Or: ${editorApiCopy.previewNoId}`,
        ),
        "401": previewSaid(editorApiCopy.previewWrongSecret),
        "404": previewSaid(
          "No entry has that id, or no preview secret is configured (the call does not exist).",
        ),
        "429": previewSaid("Too many wrong secrets from this address.", retryAfter),
        "503": previewSaid(
          `${editorApiCopy.previewUnavailable} Or: ${editorApiCopy.previewSourceDown}`,
          mayRetryAfter,
        ),
      },
    },
  },
  "/api/preview/exit": {
    get: {
      operationId: "exitPreview",
      summary: "Leave the preview and go back to the page, as published",
      parameters: [
        parameter("query", "path", "The page to go back to (a path of this site; else the blog list)."),
      ],
      responses: { "303": backTo("The preview cookie is cleared; back to the page.", "The cleared cookie.") },
    },
  },
};

const descriptionCalls: Paths = {
  [OPENAPI_PATH]: {
    get: {
      operationId: "apiDescription",
      summary: "This description",
      responses: {
        "200": json(
          "The OpenAPI 3.1 document.",
          { type: "object", required: ["openapi", "info", "paths"] },
          keptBriefly,
        ),
      },
    },
  },
};

/** The description, with the deployment's own address as its server. */
export function openApiDocument(publicUrl: string) {
  return {
    openapi: "3.1.1",
    info: {
      title: `${brand.name} website API`,
      version: "1",
      description:
        "The calls behind the website's forms and feeds, and those of its staff and editors. Errors are " +
        "JSON `{ message, errors? }` (the blog and news JSON: Strapi's `{ data: null, error }`).",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: publicUrl, description: "This deployment." }],
    tags: [
      { name: "Leads", description: "The contact, demo and job application forms." },
      { name: "Content", description: "The blog and news, as published." },
      { name: "Staff", description: "The leads, behind the staff token (ADMIN_TOKEN)." },
      { name: "Editors", description: "Publishing and previewing from the CMS." },
      { name: "Description", description: "This document." },
    ],
    paths: {
      ...tagged("Leads", leadCalls),
      ...tagged("Content", Object.fromEntries(allCollections.map(collectionJson))),
      ...tagged("Staff", staffCalls),
      ...tagged("Editors", editorCalls),
      ...tagged("Description", descriptionCalls),
    },
    components: {
      schemas: { ...requestSchemas, ...answerSchemas },
      securitySchemes: {
        staffToken: { type: "http", scheme: "bearer", description: "The staff token, ADMIN_TOKEN." },
        editorToken: { type: "http", scheme: "bearer", description: "The editors' token, REVALIDATE_TOKEN." },
        previewSecret: { type: "apiKey", in: "query", name: "secret", description: "PREVIEW_SECRET." },
      },
    },
  };
}
