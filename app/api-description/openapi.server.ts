/**
 * The OpenAPI 3.1 description of the site's API: the public calls (the lead form's captcha and
 * submission, the blog and news JSON), the staff calls (leads and their attachments) and the
 * editors' (instant publish, preview). Served at OPENAPI_PATH; tests/integration/openapi.test.ts
 * sends every call for every answer it describes and checks the real answer against it.
 *
 * Paths, field names, limits and messages come from the modules that define them (the lead
 * contract, the attribution rules, the collections), so the description moves with them.
 */
import { allCollections, type Collection } from "~/cms/collections";
import { CONTENT_CACHE_CONTROL } from "~/cms/http.server";
import { PREVIEW_HEADERS } from "~/cms/preview-headers";
import { FORM_EVENT_MAX_BYTES, FORM_STEP_CAP_PER_MINUTE } from "~/leads/insights/form-event-intake.server";
import { countedSteps, FORM_EVENTS_PATH } from "~/leads/insights/form-events";
import { pipelineMessages } from "~/leads/intake/server-messages";
import {
  CAPTCHA_CHALLENGE_URL,
  CAPTCHA_CONFIG_URL,
  formIds,
  LEAD_ENDPOINT,
  UPLOAD_LIMITS,
} from "~/leads/shared/contract";
import { NO_STORE } from "~/lib/no-store";
import { brand } from "~/site/brand";
import { collectionItemNames, editorApiCopy } from "~/site/pages/content";
import { serverAnswers } from "~/site/server-answers";
import {
  exactly,
  header,
  type HeaderObject,
  jsonAnswer,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  optionalHeader,
  type PathItem,
  pathTemplate,
  type ResponseObject,
  ref,
} from "./kit.server";
import { attachmentTypes, componentSchemas, listSchemaName } from "./schemas.server";

/** Where the description itself is served. */
export const OPENAPI_PATH = "/api/openapi.json";

const noStore = { "Cache-Control": header("Never kept by a browser or a shared cache.", exactly(NO_STORE)) };
const retryAfter = header("Seconds to wait before trying again.", { type: "string", pattern: "^[0-9]+$" });
const mayRetryAfter = { ...retryAfter, required: false };
const allowPost = header("The only method the path takes.", exactly("POST"));

const message = ref("Message");
/** A `{ message, errors? }` answer, never stored, with any other headers that matter. */
const said = (description: string, headers: Record<string, HeaderObject> = {}) =>
  jsonAnswer(description, message, { ...noStore, ...headers });

const MB = 1024 * 1024;

/**
 * An answer that the front (nginx, in front of the site's instances) may also give in its place:
 * while no instance can take a request it answers 503 itself, in plain text a page cannot run,
 * with Retry-After and no-store, as the headers of the site's own answer say.
 */
const orFromTheFront = (answer: ResponseObject): ResponseObject => ({
  ...answer,
  description: `${answer.description} Or, from the front while no instance of the site can answer, plain text.`,
  content: { ...answer.content, "text/plain": { schema: { type: "string" } } },
});

const leadPost: OperationObject = {
  operationId: "sendLead",
  summary: "Send a lead: a contact message, a demo request or a job application",
  description:
    "Every refusal has its status and a `message` a visitor can read; a field's own problems are in " +
    "`errors`, keyed by the field's name. Nothing is stored unless the whole submission is. A request " +
    "that names another site in its Origin (or Referer) is refused before its body is read.",
  tags: ["Leads"],
  requestBody: {
    required: true,
    description: `At most ${UPLOAD_LIMITS.maxRequestBytes / MB} MB, ${UPLOAD_LIMITS.maxFiles} files of at most ${UPLOAD_LIMITS.maxFileBytes / MB} MB each.`,
    content: {
      "multipart/form-data": {
        schema: ref("LeadSubmission"),
        encoding: {
          files: { contentType: attachmentTypes.join(", ") },
          cv: { contentType: attachmentTypes.join(", ") },
        },
      },
    },
  },
  responses: {
    "200": said("Stored (or already stored under this submission_id); the sales inbox is told."),
    "400": said("A field is missing or wrong (see `errors`), the form unknown, the body unreadable."),
    "403": said(pipelineMessages.crossSite),
    "408": said("The body stopped arriving, or arrived too slowly; the connection is closed.", {
      Connection: optionalHeader("The connection is not kept.", exactly("close")),
    }),
    "413": said("The body, a file, a field or the number of files is over its limit."),
    "415": said("Not multipart/form-data, or an attachment that is not a PDF, DOC or DOCX document."),
    "429": said("Too many leads from this address, or too many uploads from it at once.", {
      "Retry-After": retryAfter,
    }),
    "503": orFromTheFront(
      said("Too many uploads at once, the captcha service or the database unreachable.", {
        "Retry-After": mayRetryAfter,
      }),
    ),
  },
};

/** A GET of a path that takes POST only: 405, which says so. */
const postOnly = (operationId: string, tag: string, message: string): OperationObject => ({
  operationId,
  summary: "Refused: the path takes POST only",
  tags: [tag],
  responses: { "405": said(message, { Allow: allowPost }) },
});

const leadGet = postOnly("leadWrongMethod", "Leads", pipelineMessages.methodNotAllowed);

const captchaGet: OperationObject = {
  operationId: "captchaChallenge",
  summary: "A fresh signed ALTCHA challenge for the lead form's captcha",
  tags: ["Leads"],
  responses: {
    "200": jsonAnswer(
      "The challenge; solve it and send the payload as the lead's captcha field.",
      ref("AltchaChallenge"),
      noStore,
    ),
    "429": said(pipelineMessages.captchaRateLimited, { "Retry-After": retryAfter }),
    "503": said(pipelineMessages.captchaUnavailable, { "Retry-After": retryAfter }),
  },
};

const captchaConfigGet: OperationObject = {
  operationId: "captchaConfig",
  summary: "Which captcha the server verifies (ALTCHA, or reCAPTCHA v2 with its public site key)",
  tags: ["Leads"],
  responses: {
    "200": jsonAnswer("The captcha in use.", ref("CaptchaConfig"), {
      "Cache-Control": header("Kept briefly.", { type: "string", pattern: "^public, max-age=\\d+$" }),
    }),
  },
};

const formEvents = serverAnswers.formEvents;
const formStep: JsonSchema = {
  type: "object",
  required: ["form", "step"],
  additionalProperties: false,
  properties: { form: { enum: [...formIds] }, step: { enum: [...countedSteps] } },
};

const formEventPost: OperationObject = {
  operationId: "countFormStep",
  summary: "A lead form was shown or first touched: one more in that form's count of the day",
  description:
    "Only our own pages report: the request must name our site in Origin, as a browser does on every POST. " +
    "Nothing about the sender is kept; its address only keys a short-lived limit in memory. " +
    `Each form's step is counted at most ${FORM_STEP_CAP_PER_MINUTE} times a minute per server process, ` +
    "from all senders together; past that a report is answered 204 and not counted.",
  tags: ["Leads"],
  requestBody: {
    required: true,
    description: `At most ${FORM_EVENT_MAX_BYTES} bytes; text/plain is what the browser's sendBeacon sends.`,
    content: { "application/json": { schema: formStep }, "text/plain": { schema: formStep } },
  },
  responses: {
    "204": { description: "Counted (or, past the minute's cap, dropped).", headers: noStore },
    "400": said(formEvents.invalid),
    "403": said(pipelineMessages.crossSite),
    "413": said(formEvents.tooLarge(FORM_EVENT_MAX_BYTES)),
    "415": said(formEvents.unsupportedType),
    "429": said(formEvents.tooMany, { "Retry-After": retryAfter }),
    "503": said(formEvents.unavailable, { "Retry-After": retryAfter }),
  },
};

const formEventGet = postOnly("formStepWrongMethod", "Leads", formEvents.methodNotAllowed);

const contentError = (description: string) => jsonAnswer(description, ref("ContentError"), noStore);

function collectionJson(collection: Collection): [string, PathItem] {
  const { key, apiName } = collection;
  const etag = header("The version of the list (strong).", { type: "string", pattern: '^"[^"]+"$' });
  const operation: OperationObject = {
    operationId: `${key}Json`,
    summary: `Every published ${collectionItemNames[key].one}, newest first`,
    tags: ["Content"],
    parameters: [
      {
        name: "collection",
        in: "path",
        required: true,
        description: `The collection's name: ${apiName}.`,
        schema: { type: "string", examples: [apiName] },
      },
      {
        name: "If-None-Match",
        in: "header",
        description: "The ETag of a copy the client holds: 304 while it is current.",
        schema: { type: "string" },
      },
    ],
    responses: {
      "200": jsonAnswer("The list, in Strapi's shape and attribute names.", ref(listSchemaName(collection)), {
        ETag: etag,
        "Cache-Control": header("Kept a minute.", exactly(CONTENT_CACHE_CONTROL)),
      }),
      "304": { description: "The client's copy is current.", headers: { ETag: etag } },
      "404": contentError("No collection of that name."),
      "503": contentError(serverAnswers.contentUnavailable),
    },
  };
  return [pathTemplate(collection.routes.json), { get: operation }];
}

const staffAuth = [{ staffToken: [] }];

/** What a bearer-guarded call answers before it looks at the request. */
const gateAnswers = (unset: string): Record<string, ResponseObject> => ({
  "401": said("No token, or not the right one.", {
    "WWW-Authenticate": header("The scheme to use.", { type: "string", pattern: '^Bearer realm="[a-z]+"$' }),
  }),
  "404": said(unset),
  "429": said("Too many wrong tokens from this address; even the right one waits.", {
    "Retry-After": retryAfter,
  }),
  "503": said("The database is unreachable (the guessing limit cannot be counted, or the leads read).", {
    "Retry-After": mayRetryAfter,
  }),
});

const leadsGet: OperationObject = {
  operationId: "listLeads",
  summary: "Every lead, newest first, with its delivery status, attribution and attachments' facts",
  tags: ["Staff"],
  security: staffAuth,
  parameters: [
    {
      name: "format",
      in: "query",
      description: "json (the default) or csv.",
      schema: { enum: ["json", "csv"], default: "json" },
    },
  ],
  responses: {
    "200": {
      description: "The leads; the CSV as a download.",
      headers: {
        ...noStore,
        "Content-Disposition": optionalHeader("The CSV's file name.", {
          type: "string",
          pattern: "^attachment;",
        }),
      },
      content: {
        "application/json": { schema: ref("LeadList") },
        "text/csv": { schema: { type: "string" } },
      },
    },
    "400": said("format is neither csv nor json."),
    ...gateAnswers("No staff token is configured: the call does not exist."),
  },
};

const attachmentGet: OperationObject = {
  operationId: "leadAttachment",
  summary: "One attachment of a lead, as a download",
  tags: ["Staff"],
  security: staffAuth,
  parameters: [
    { name: "id", in: "path", required: true, description: "The lead's id.", schema: { type: "string" } },
    {
      name: "n",
      in: "path",
      required: true,
      description: "The attachment's place in the lead, from 1.",
      schema: { type: "string", pattern: "^[0-9]+$" },
    },
  ],
  responses: {
    "200": {
      description: "The file's bytes, under its own type.",
      headers: {
        ...noStore,
        "Content-Disposition": header("A download, with the file's name.", {
          type: "string",
          pattern: "^attachment;",
        }),
        "Content-Security-Policy": header("Nothing in the file may run.", {
          type: "string",
          pattern: "sandbox",
        }),
      },
      content: Object.fromEntries(
        attachmentTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]),
      ),
    },
    ...gateAnswers("No such lead or attachment, or no staff token is configured."),
  },
};

const revalidatePost: OperationObject = {
  operationId: "revalidateContent",
  summary: "Instant publish: read the blog and news lists from the CMS now",
  description: "What a CMS webhook calls on publish; the body is optional and only logged.",
  tags: ["Editors"],
  security: [{ editorToken: [] }],
  requestBody: {
    description: "A CMS webhook's JSON (its event and model are logged), or nothing.",
    content: { "application/json": { schema: { type: "object" } } },
  },
  responses: {
    "200": jsonAnswer(editorApiCopy.refreshed, ref("RefreshOutcome"), noStore),
    "400": said("The body is neither empty nor JSON."),
    "403": said(pipelineMessages.crossSite),
    "413": said("The body is too large for a webhook; it is not read, and the connection is closed.", {
      Connection: header("The connection is not kept.", exactly("close")),
    }),
    "502": jsonAnswer(editorApiCopy.refreshFailed, ref("RefreshOutcome"), noStore),
    ...gateAnswers("No revalidate token is configured: the call does not exist."),
  },
};

const revalidateGet = postOnly("revalidateWrongMethod", "Editors", editorApiCopy.refreshUsePost);

const previewHeaders = {
  "Cache-Control": header("Per browser, never kept.", exactly(PREVIEW_HEADERS["Cache-Control"])),
  "X-Robots-Tag": header("Never indexed.", exactly(PREVIEW_HEADERS["X-Robots-Tag"])),
};
const previewSaid = (description: string, headers: Record<string, HeaderObject> = {}) =>
  jsonAnswer(description, message, { ...previewHeaders, ...headers });
const previewCookie = (description: string) =>
  header(description, {
    type: "string",
    pattern: "^[a-z_]+=[^;]*; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax",
  });
const location = header("Where the editor goes.", { type: "string", pattern: "^/" });

const previewGet: OperationObject = {
  operationId: "startPreview",
  summary: "What the CMS's preview button opens: drafts shown to this browser, on the entry's page",
  tags: ["Editors"],
  security: [{ previewSecret: [] }],
  parameters: [
    {
      name: "type",
      in: "query",
      required: true,
      description: "The entry's kind.",
      schema: { enum: allCollections.map(({ entryType }) => entryType) },
    },
    {
      name: "id",
      in: "query",
      required: true,
      description: "The entry's documentId (Strapi 5) or id.",
      schema: { type: "string" },
    },
  ],
  responses: {
    "307": {
      description: "The preview cookie is set; on to the entry's page.",
      headers: {
        ...previewHeaders,
        Location: location,
        "Set-Cookie": previewCookie("The signed preview cookie."),
      },
    },
    "400": previewSaid(`${editorApiCopy.previewBadType(allCollections)} Or: ${editorApiCopy.previewNoId}`),
    "401": previewSaid(editorApiCopy.previewWrongSecret),
    "404": previewSaid("No entry has that id, or no preview secret is configured (the call does not exist)."),
    "429": previewSaid("Too many wrong secrets from this address.", { "Retry-After": retryAfter }),
    "503": previewSaid(`${editorApiCopy.previewUnavailable} Or: ${editorApiCopy.previewSourceDown}`, {
      "Retry-After": mayRetryAfter,
    }),
  },
};

const previewExitGet: OperationObject = {
  operationId: "exitPreview",
  summary: "Leave the preview and go back to the page, as published",
  tags: ["Editors"],
  parameters: [
    {
      name: "path",
      in: "query",
      description: "The page to go back to (a path of this site; else the blog list).",
      schema: { type: "string" },
    },
  ],
  responses: {
    "303": {
      description: "The preview cookie is cleared; back to the page.",
      headers: { ...previewHeaders, Location: location, "Set-Cookie": previewCookie("The cleared cookie.") },
    },
  },
};

const descriptionGet: OperationObject = {
  operationId: "apiDescription",
  summary: "This description",
  tags: ["Description"],
  responses: {
    "200": jsonAnswer(
      "The OpenAPI 3.1 document.",
      { type: "object", required: ["openapi", "info", "paths"] },
      { "Cache-Control": header("Kept briefly.", { type: "string", pattern: "^public, max-age=\\d+$" }) },
    ),
  },
};

/** The description, with the deployment's own address as its server. */
export function openApiDocument(publicUrl: string): OpenApiDocument {
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
      [CAPTCHA_CHALLENGE_URL]: { get: captchaGet },
      [CAPTCHA_CONFIG_URL]: { get: captchaConfigGet },
      [LEAD_ENDPOINT]: { post: leadPost, get: leadGet },
      [FORM_EVENTS_PATH]: { post: formEventPost, get: formEventGet },
      ...Object.fromEntries(allCollections.map(collectionJson)),
      "/api/leads": { get: leadsGet },
      "/api/leads/{id}/attachments/{n}": { get: attachmentGet },
      "/api/revalidate": { post: revalidatePost, get: revalidateGet },
      "/api/preview": { get: previewGet },
      "/api/preview/exit": { get: previewExitGet },
      [OPENAPI_PATH]: { get: descriptionGet },
    },
    components: {
      schemas: componentSchemas,
      securitySchemes: {
        staffToken: { type: "http", scheme: "bearer", description: "The staff token, ADMIN_TOKEN." },
        editorToken: { type: "http", scheme: "bearer", description: "The editors' token, REVALIDATE_TOKEN." },
        previewSecret: { type: "apiKey", in: "query", name: "secret", description: "PREVIEW_SECRET." },
      },
    },
  };
}
