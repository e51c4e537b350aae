import { marked } from "marked";
import { z } from "zod";
import { collections } from "./collection-descriptors";
import { absoluteMediaUrl, sanitizeContentHtml } from "./sanitize.server";
import {
  type CmsImage,
  type CollectionKind,
  type ContentSource,
  type ContentView,
  type ItemOf,
  blogPostSchema,
  caseStudySchema,
  newsItemSchema,
  openingSchema,
  personSchema,
  stableKeySchema,
  videoSchema,
} from "./types.server";

/**
 * Strapi REST source: reads every page of GET {STRAPI_URL}/api/{productKey}-website-{collection}, from
 * Strapi v4 or v5, and makes media URLs absolute. Field names are those of scripts/strapi/project.
 */

const MAX_PAGES = 200;

/**
 * A failed Strapi read. The message names the root cause (not fetch's "fetch failed") and there is
 * no `cause` chain, so the log shows it once.
 */
export class StrapiError extends Error {
  override name = "StrapiError";
}

/** The innermost error's message: "connect ECONNREFUSED 127.0.0.1:1337" rather than "fetch failed". */
function rootCause(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 10 && current instanceof Error && current.cause !== undefined; depth++)
    current = current.cause;
  // Connecting to "localhost" tries ::1 and 127.0.0.1 and fails with both errors and no message.
  if (current instanceof AggregateError && !current.message && current.errors.length > 0)
    return current.errors.map((inner) => rootCause(inner)).join("; ");
  if (current instanceof Error) return current.message || current.name;
  return String(current);
}

const listSchema = z.object({
  data: z.array(z.record(z.string(), z.unknown())).nullable(),
  meta: z.object({ pagination: z.object({ pageCount: z.number().int().optional() }).optional() }).optional(),
});

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/** v4 entries keep fields under `attributes`; v5 documents are flat. */
function flattenEntry(entry: Raw): Raw {
  if (isObject(entry.attributes)) return { ...entry.attributes, id: entry.id };
  return entry;
}

/** v4: { data: file | file[] | null } with files under attributes; v5: file | file[] | null. */
function mediaFiles(field: unknown): Raw[] {
  const value = isObject(field) && "data" in field ? field.data : field;
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter(isObject).map(flattenEntry);
}

function toFormat(value: unknown, baseUrl: string) {
  if (!isObject(value) || !str(value.url)) return undefined;
  const width = num(value.width);
  const height = num(value.height);
  return {
    url: absoluteMediaUrl(value.url as string, baseUrl),
    ...(width ? { width: Math.round(width) } : {}),
    ...(height ? { height: Math.round(height) } : {}),
  };
}

function toImages(field: unknown, baseUrl: string): CmsImage[] {
  return mediaFiles(field).flatMap((file) => {
    const original = toFormat(file, baseUrl);
    if (!original) return [];
    const formats = isObject(file.formats) ? file.formats : {};
    return [
      {
        ...original,
        alt: str(file.alternativeText) ?? str(file.caption) ?? "",
        medium: toFormat(formats.medium, baseUrl),
        large: toFormat(formats.large, baseUrl),
      },
    ];
  });
}

const BLOCK_HTML = /<(p|div|h[1-6]|ul|ol|li|blockquote|figure|table|br|img|a|strong|em)\b/i;

/** Rich text as HTML or Markdown (Strapi's richtext), returned as sanitised HTML. */
function richText(value: unknown, baseUrl: string, attribute: string): string {
  // Strapi 5's Blocks, a JSON tree: the content types of scripts/strapi/project declare Markdown.
  if (Array.isArray(value))
    throw new Error(
      `${attribute}: is Blocks rich text; the site reads Markdown or HTML (Strapi's Rich text (Markdown) type)`,
    );
  const text = typeof value === "string" ? value : "";
  // trim() also takes U+00A0, which Markdown would keep as a paragraph of its own.
  if (!text.trim()) return "";
  const html = BLOCK_HTML.test(text) ? text : marked.parse(text, { async: false, gfm: true });
  return sanitizeContentHtml(html, { baseUrl });
}

/** Strapi's own attributes, the same in every collection. */
const strapiOwn: Readonly<Record<string, string>> = {
  id: "id",
  key: "documentId",
  updatedAt: "updatedAt",
  publishedAt: "publishedAt",
};

/** Strapi's empty values (null, a blank string) are missing values, so the schema says "is required". */
const present = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/**
 * Parses a converted entry, or throws for an entry the site cannot show, naming each bad attribute as
 * the editor sees it in Strapi ("Name: is required"), not the domain's field.
 */
function parseEntry<S extends z.ZodObject>(schema: S, value: Raw, attribute: (field: string) => string) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const [field, ...rest] = issue.path.map(String);
    const name = [field === undefined ? "(entry)" : attribute(field), ...rest].join(".");
    const missing = issue.input === undefined || issue.input === null;
    return `${name}: ${missing ? "is required" : issue.message}`;
  });
  throw new Error(problems.join("; "));
}

/** Reads one field of an entry by its Strapi attribute. */
type FieldReader<T> = (field: keyof T & string) => unknown;

/**
 * A collection's converter. Every field of its domain schema is copied from the attribute of the
 * same name capitalised unless `renamed` says otherwise, so a field added to both schemas needs no
 * change here; the body is sanitised rich text and the images are media files; `convert` gives the
 * fields that need more (other rich text or media, defaults).
 */
function entryConverter<S extends z.ZodObject>(
  schema: S,
  renamed: { readonly [K in keyof z.output<S>]?: string },
  convert: (read: FieldReader<z.output<S>>, baseUrl: string, f: Raw) => Raw = () => ({}),
): (entry: Raw, baseUrl: string) => z.output<S> {
  const names: Readonly<Record<string, string | undefined>> = renamed;
  const attribute = (field: string) =>
    names[field] ?? strapiOwn[field] ?? `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
  return (entry, baseUrl) => {
    const f = flattenEntry(entry);
    const read = (field: string) => f[attribute(field)];
    const value: Raw = {};
    for (const field of Object.keys(schema.shape)) value[field] = present(read(field));
    // Strapi 5's `documentId` (its numeric id changes on every publish), else Strapi 4's numeric id.
    value.key = typeof f.id === "number" ? String(f.id) : undefined;
    if (stableKeySchema.safeParse(f.documentId).success) value.key = f.documentId;
    value.description = richText(read("description"), baseUrl, attribute("description"));
    value.images = toImages(read("images"), baseUrl);
    return parseEntry(schema, { ...value, ...convert(read, baseUrl, f) }, attribute);
  };
}

const fileUrl = (field: unknown, baseUrl: string) => toImages(field, baseUrl)[0]?.url;

export const converters: { readonly [K in CollectionKind]: (entry: Raw, baseUrl: string) => ItemOf<K> } = {
  blogs: entryConverter(blogPostSchema, { images: "Image" }),
  news: entryConverter(newsItemSchema, { images: "Image" }, (read, baseUrl, f) => ({
    subheading: richText(read("subheading"), baseUrl, "Subheading") || undefined,
    date: str(read("date")) ?? str(f.publishedAt),
  })),
  // Strapi 5 keeps `status` for its own draft or published state: an opening's is OpeningStatus.
  careers: entryConverter(openingSchema, { status: "OpeningStatus" }, (read) => ({
    closesAtDeadline: read("closesAtDeadline") === true,
    otherOpenings: present(read("otherOpenings")) ?? [],
  })),
  team: entryConverter(personSchema, {
    title: "Name",
    description: "Bio",
    images: "Photo",
    linkedin: "LinkedIn",
  }),
  "case-studies": entryConverter(caseStudySchema, { images: "Cover" }, (read, baseUrl) => ({
    icon: fileUrl(read("icon"), baseUrl),
    facts: present(read("facts")) ?? [],
    results: present(read("results")) ?? [],
    technologies: present(read("technologies")) ?? [],
  })),
  videos: entryConverter(videoSchema, { images: "Poster", url: "Video" }, (read, baseUrl, f) => ({
    url: fileUrl(read("url"), baseUrl),
    captions: fileUrl(read("captions"), baseUrl),
    // A draft has no publishedAt yet: its preview falls back to its last edit.
    uploadDate: str(read("uploadDate")) ?? str(f.publishedAt) ?? str(f.updatedAt),
  })),
};

export function strapiSource(options: {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
  onInvalidItem?: (collection: string, id: unknown, reason: string) => void;
}): ContentSource {
  const base = options.baseUrl.replace(/\/+$/, "");

  // Strapi's major version, detected from entry shape, because drafts are requested differently
  // (v4 `publicationState=preview`, v5 `status=draft`). With no entries yet, v5 is assumed.
  let version: "v4" | "v5" | undefined;

  async function fetchPage(collection: string, page: number, view: ContentView) {
    const url = new URL(`${base}/api/${collection}`);
    url.searchParams.set("populate", "*");
    url.searchParams.set("pagination[page]", String(page));
    // Strapi may cap the page size (maxLimit), so pagination follows meta.
    url.searchParams.set("pagination[pageSize]", "100");
    if (view === "preview") {
      if (version === "v4") url.searchParams.set("publicationState", "preview");
      else url.searchParams.set("status", "draft");
    }
    const response = await fetch(url, {
      headers: {
        Accept: "application/json",
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      signal: AbortSignal.timeout(options.timeoutMs),
    }).catch((error: unknown) => {
      const reason =
        (error as Error).name === "TimeoutError"
          ? `timed out after ${options.timeoutMs} ms`
          : rootCause(error);
      throw new StrapiError(`Strapi request ${url.pathname} failed: ${reason}`);
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new StrapiError(`Strapi answered ${response.status} for ${url.pathname}`);
    }
    const body: unknown = await response.json().catch((error: unknown) => {
      throw new StrapiError(`Strapi answered invalid JSON for ${url.pathname}: ${rootCause(error)}`);
    });
    const parsed = listSchema.safeParse(body);
    if (!parsed.success) throw new StrapiError(`Strapi answered an unexpected shape for ${url.pathname}`);
    const first = parsed.data.data?.[0];
    if (first) version = isObject(first.attributes) ? "v4" : "v5";
    return parsed.data;
  }

  async function readAll<K extends CollectionKind>(kind: K, view: ContentView = "published") {
    const convert: (entry: Raw, baseUrl: string) => ItemOf<K> = converters[kind];
    const collection = collections[kind].apiName;
    // Requesting drafts the wrong version's way would silently return only published entries.
    if (view === "preview" && version === undefined) await fetchPage(collection, 1, "published");
    const items: ItemOf<K>[] = [];
    // Pages are found whatever the case of their URL, so slugs differing only in case clash.
    const slugs = new Map<string, unknown>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { data, meta } = await fetchPage(collection, page, view);
      for (const entry of data ?? []) {
        // Strapi 5's documentId is the one an editor finds in the admin's URL; Strapi 4 has the id.
        const id = str(entry.documentId) ?? entry.id;
        try {
          const item = convert(entry, base);
          const slug = "slug" in item ? item.slug.toLowerCase() : undefined;
          const clash = slug === undefined ? undefined : slugs.get(slug);
          if (clash !== undefined) throw new Error(`Slug: "${slug}" is already used by entry ${clash}`);
          if (slug !== undefined) slugs.set(slug, id);
          items.push(item);
        } catch (error) {
          options.onInvalidItem?.(collection, id, error instanceof Error ? error.message : String(error));
        }
      }
      const pageCount = meta?.pagination?.pageCount ?? 1;
      if (page >= pageCount || (data ?? []).length === 0) break;
    }
    return items;
  }

  return { name: "strapi", read: readAll };
}
