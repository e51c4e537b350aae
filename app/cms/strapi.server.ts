import { marked } from "marked";
import { z } from "zod";
import { blocksToHtml, isBlocks } from "./blocks.server";
import { collectionName } from "./collection-descriptors";
import { sanitizeContentHtml } from "./sanitize.server";
import {
  type BlogPost,
  type CaseStudy,
  type CmsImage,
  type CollectionKind,
  type ContentSource,
  type ContentView,
  type ItemOf,
  type NewsItem,
  type Opening,
  type Person,
  type Video,
  blogPostSchema,
  caseStudySchema,
  newsItemSchema,
  openingSchema,
  personSchema,
  stableKeySchema,
  videoSchema,
} from "./types";

/**
 * Strapi REST source: reads every page of GET {STRAPI_URL}/api/{productKey}-website-{collection}, from
 * Strapi v4 or v5, and makes media URLs absolute. Field names are those of scripts/strapi/project.
 */

export type StrapiOptions = {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
  productKey: string;
  onInvalidItem?: (collection: string, id: unknown, reason: string) => void;
};

export const MAX_PAGES = 200;

/**
 * A failed Strapi read. The message names the root cause (not fetch's "fetch failed") and there is
 * no `cause` chain, so the log shows it once.
 */
export class StrapiError extends Error {
  override name = "StrapiError";
}

/** The innermost error's message: "connect ECONNREFUSED 127.0.0.1:1337" rather than "fetch failed". */
export function rootCause(error: unknown): string {
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
export function flattenEntry(entry: Raw): Raw {
  if (isObject(entry.attributes)) return { ...entry.attributes, id: entry.id };
  return entry;
}

/** v4: { data: file | file[] | null } with files under attributes; v5: file | file[] | null. */
export function mediaFiles(field: unknown): Raw[] {
  const value = isObject(field) && "data" in field ? field.data : field;
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter(isObject).map(flattenEntry);
}

export function absoluteMediaUrl(url: string, baseUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("//")) return `${new URL(baseUrl).protocol}${url}`;
  return `${baseUrl.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}`;
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

export function toImages(field: unknown, baseUrl: string): CmsImage[] {
  return mediaFiles(field).flatMap((file) => {
    const url = str(file.url);
    if (!url) return [];
    const formats = isObject(file.formats) ? file.formats : {};
    const width = num(file.width);
    const height = num(file.height);
    return [
      {
        url: absoluteMediaUrl(url, baseUrl),
        alt: str(file.alternativeText) ?? str(file.caption) ?? "",
        ...(width ? { width: Math.round(width) } : {}),
        ...(height ? { height: Math.round(height) } : {}),
        medium: toFormat(formats.medium, baseUrl),
        large: toFormat(formats.large, baseUrl),
      },
    ];
  });
}

const BLOCK_HTML = /<(p|div|h[1-6]|ul|ol|li|blockquote|figure|table|br|img|a|strong|em)\b/i;

/** Rich text as HTML, Markdown (Strapi's richtext) or Strapi 5 Blocks, returned as sanitised HTML. */
export function richText(value: unknown, baseUrl: string): string {
  if (isBlocks(value)) return sanitizeContentHtml(blocksToHtml(value), { baseUrl });
  const text = typeof value === "string" ? value : "";
  if (!text.trim()) return "";
  const html = BLOCK_HTML.test(text) ? text : marked.parse(text, { async: false, gfm: true });
  return sanitizeContentHtml(html, { baseUrl });
}

/** Strapi 5's `documentId` (its numeric id changes on every publish), else Strapi 4's numeric id. */
export function stableKey(f: Raw): unknown {
  const documentId = str(f.documentId);
  if (documentId && stableKeySchema.safeParse(documentId).success) return documentId;
  return typeof f.id === "number" ? String(f.id) : undefined;
}

/**
 * An entry the site cannot show. The message names Strapi's attributes, as the editor sees them
 * ("Name: is required"), not the domain's fields.
 */
export class InvalidEntryError extends Error {
  override name = "InvalidEntryError";
}

/**
 * Strapi's attribute name of each domain field an entry gives. Fields listed here are copied as
 * they are (an empty value counts as missing) and checked by the domain schema; renaming an
 * attribute in scripts/strapi/project is one line in these tables.
 */
type Attributes<T> = { readonly [K in keyof T]?: string };

/** Strapi's empty values (null, a blank string) are missing values, so the schema says "is required". */
const present = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

function copied(f: Raw, attributes: Readonly<Record<string, string | undefined>>): Raw {
  const value: Raw = {};
  for (const [field, name] of Object.entries(attributes)) if (name) value[field] = present(f[name]);
  return value;
}

/** Parses a converted entry, or throws InvalidEntryError naming each bad attribute. */
function parseEntry<T>(
  schema: z.ZodType<T>,
  value: Raw,
  attributes: Readonly<Record<string, string | undefined>>,
): T {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const [field, ...rest] = issue.path.map(String);
    const name = [(field && attributes[field]) ?? field ?? "(entry)", ...rest].join(".");
    const missing = issue.input === undefined || issue.input === null;
    return `${name}: ${missing ? "is required" : issue.message}`;
  });
  throw new InvalidEntryError(problems.join("; "));
}

/** The fields every collection's entry has, under Strapi's names. */
const contentAttributes = {
  id: "id",
  key: "documentId",
  title: "Title",
  description: "Description",
} as const;

function contentFields(f: Raw, baseUrl: string) {
  return {
    id: f.id,
    key: stableKey(f),
    title: present(f.Title),
    description: richText(f.Description, baseUrl),
    images: toImages(f.Image, baseUrl),
  };
}

const blogAttributes = {
  ...contentAttributes,
  images: "Image",
  author: "Author",
  updated: "Updated",
} as const satisfies Attributes<BlogPost>;

export function toBlogPost(entry: Raw, baseUrl: string): BlogPost {
  const f = flattenEntry(entry);
  const value = {
    ...contentFields(f, baseUrl),
    author: str(f.Author),
    updated: str(f.Updated),
    updatedAt: str(f.updatedAt),
    publishedAt: str(f.publishedAt),
  };
  return parseEntry(blogPostSchema, value, blogAttributes);
}

const newsAttributes = {
  ...contentAttributes,
  images: "Image",
  subheading: "Subheading",
  date: "Date",
} as const satisfies Attributes<NewsItem>;

export function toNewsItem(entry: Raw, baseUrl: string): NewsItem {
  const f = flattenEntry(entry);
  const value = {
    ...contentFields(f, baseUrl),
    subheading: richText(f.Subheading, baseUrl) || undefined,
    date: str(f.Date) ?? str(f.publishedAt),
  };
  return parseEntry(newsItemSchema, value, newsAttributes);
}

/** The fields of an entry with a page of its own, copied as they are. */
const pageAttributes = {
  ...contentAttributes,
  slug: "Slug",
  pageTitle: "PageTitle",
  intro: "Intro",
  updatedAt: "updatedAt",
} as const;

/** What every entry needs converted rather than copied: its keys, rich text and media. */
function convertedFields(f: Raw, baseUrl: string, body: string, image?: string) {
  return {
    id: f.id,
    key: stableKey(f),
    description: richText(f[body], baseUrl),
    images: image ? toImages(f[image], baseUrl).slice(0, 1) : [],
  };
}

/** The first file of a media field, as a URL. */
const fileUrl = (field: unknown, baseUrl: string) => toImages(field, baseUrl)[0]?.url;

export const openingAttributes = {
  ...pageAttributes,
  // Strapi 5 reserves `status` (its draft or published state) as an attribute name.
  status: "OpeningStatus",
  closesAtDeadline: "ClosesAtDeadline",
  summary: "Summary",
  openings: "Openings",
  employmentType: "EmploymentType",
  workplace: "Workplace",
  location: "Location",
  experience: "Experience",
  posted: "Posted",
  deadline: "Deadline",
  applyBy: "ApplyBy",
  applyEmail: "ApplyEmail",
  applyTitle: "ApplyTitle",
  applyText: "ApplyText",
  otherOpenings: "OtherOpenings",
} as const satisfies Attributes<Opening>;

export function toOpening(entry: Raw, baseUrl: string): Opening {
  const f = flattenEntry(entry);
  const value = {
    ...copied(f, openingAttributes),
    ...convertedFields(f, baseUrl, "Description"),
    closesAtDeadline: f[openingAttributes.closesAtDeadline] === true,
    otherOpenings: present(f[openingAttributes.otherOpenings]) ?? [],
  };
  return parseEntry(openingSchema, value, openingAttributes);
}

export const personAttributes = {
  id: "id",
  key: "documentId",
  title: "Name",
  description: "Bio",
  images: "Photo",
  role: "Role",
  group: "Group",
  order: "Order",
  linkedin: "LinkedIn",
  updatedAt: "updatedAt",
} as const satisfies Attributes<Person>;

export function toPerson(entry: Raw, baseUrl: string): Person {
  const f = flattenEntry(entry);
  const value = {
    ...copied(f, personAttributes),
    ...convertedFields(f, baseUrl, personAttributes.description, personAttributes.images),
  };
  return parseEntry(personSchema, value, personAttributes);
}

export const caseStudyAttributes = {
  ...pageAttributes,
  images: "Cover",
  heading: "Heading",
  group: "Group",
  order: "Order",
  summary: "Summary",
  icon: "Icon",
  facts: "Facts",
  results: "Results",
  technologies: "Technologies",
} as const satisfies Attributes<CaseStudy>;

export function toCaseStudy(entry: Raw, baseUrl: string): CaseStudy {
  const f = flattenEntry(entry);
  const a = caseStudyAttributes;
  const value = {
    ...copied(f, a),
    ...convertedFields(f, baseUrl, a.description, a.images),
    icon: fileUrl(f[a.icon], baseUrl),
    facts: present(f[a.facts]) ?? [],
    results: present(f[a.results]) ?? [],
    technologies: present(f[a.technologies]) ?? [],
  };
  return parseEntry(caseStudySchema, value, a);
}

export const videoAttributes = {
  ...contentAttributes,
  images: "Poster",
  slug: "Slug",
  order: "Order",
  minutes: "Minutes",
  url: "Video",
  captions: "Captions",
  uploadDate: "UploadDate",
  updatedAt: "updatedAt",
} as const satisfies Attributes<Video>;

export function toVideo(entry: Raw, baseUrl: string): Video {
  const f = flattenEntry(entry);
  const a = videoAttributes;
  const value = {
    ...copied(f, a),
    ...convertedFields(f, baseUrl, a.description, a.images),
    url: fileUrl(f[a.url], baseUrl),
    captions: fileUrl(f[a.captions], baseUrl),
    // A draft has no publishedAt yet: its preview falls back to its last edit.
    uploadDate: str(f[a.uploadDate]) ?? str(f.publishedAt) ?? str(f.updatedAt),
  };
  return parseEntry(videoSchema, value, a);
}

/** How each collection's entries become its items. */
const converters: { readonly [K in CollectionKind]: (entry: Raw, baseUrl: string) => ItemOf<K> } = {
  blogs: toBlogPost,
  news: toNewsItem,
  careers: toOpening,
  team: toPerson,
  "case-studies": toCaseStudy,
  videos: toVideo,
};

export function strapiSource(options: StrapiOptions): ContentSource {
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
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          Accept: "application/json",
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const reason =
        (error as Error).name === "TimeoutError"
          ? `timed out after ${options.timeoutMs} ms`
          : rootCause(error);
      throw new StrapiError(`Strapi request ${url.pathname} failed: ${reason}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new StrapiError(`Strapi answered ${response.status} for ${url.pathname}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new StrapiError(`Strapi answered invalid JSON for ${url.pathname}: ${rootCause(error)}`);
    }
    const parsed = listSchema.safeParse(body);
    if (!parsed.success) throw new StrapiError(`Strapi answered an unexpected shape for ${url.pathname}`);
    const first = parsed.data.data?.[0];
    if (first) version = isObject(first.attributes) ? "v4" : "v5";
    return parsed.data;
  }

  async function readAll<T>(
    kind: CollectionKind,
    convert: (entry: Raw, baseUrl: string) => T,
    view: ContentView = "published",
  ): Promise<T[]> {
    const collection = collectionName(options.productKey, kind);
    // Requesting drafts the wrong version's way would silently return only published entries.
    if (view === "preview" && version === undefined) await fetchPage(collection, 1, "published");
    const items: T[] = [];
    // Pages are found whatever the case of their URL, so slugs differing only in case clash.
    const slugs = new Map<string, unknown>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { data, meta } = await fetchPage(collection, page, view);
      for (const entry of data ?? []) {
        // Strapi 5's documentId is the one an editor finds in the admin's URL; Strapi 4 has the id.
        const id = str(entry.documentId) ?? entry.id;
        let item: T;
        try {
          item = convert(entry, base);
        } catch (error) {
          options.onInvalidItem?.(collection, id, error instanceof Error ? error.message : String(error));
          continue;
        }
        const slug = isObject(item) && typeof item.slug === "string" ? item.slug.toLowerCase() : undefined;
        const clash = slug === undefined ? undefined : slugs.get(slug);
        if (clash !== undefined) {
          options.onInvalidItem?.(collection, id, `Slug: "${slug}" is already used by entry ${clash}`);
          continue;
        }
        if (slug !== undefined) slugs.set(slug, id);
        items.push(item);
      }
      const pageCount = meta?.pagination?.pageCount ?? 1;
      if (page >= pageCount || (data ?? []).length === 0) break;
    }
    return items;
  }

  return { name: "strapi", read: (kind, view) => readAll(kind, converters[kind], view) };
}
