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

/** The fields every collection's entry has, under Strapi's names. */
function contentFields(f: Raw, baseUrl: string) {
  return {
    id: f.id,
    key: stableKey(f),
    title: typeof f.Title === "string" ? f.Title : undefined,
    description: richText(f.Description, baseUrl),
    images: toImages(f.Image, baseUrl),
  };
}

export function toBlogPost(entry: Raw, baseUrl: string): BlogPost {
  const f = flattenEntry(entry);
  return blogPostSchema.parse({
    ...contentFields(f, baseUrl),
    author: str(f.Author),
    updated: str(f.Updated),
    updatedAt: str(f.updatedAt),
    publishedAt: str(f.publishedAt),
  });
}

export function toNewsItem(entry: Raw, baseUrl: string): NewsItem {
  const f = flattenEntry(entry);
  return newsItemSchema.parse({
    ...contentFields(f, baseUrl),
    subheading: richText(f.Subheading, baseUrl) || undefined,
    date: str(f.Date) ?? str(f.publishedAt),
  });
}

/** The fields of an entry with a page of its own. */
function pageFields(f: Raw, baseUrl: string) {
  return {
    ...contentFields(f, baseUrl),
    slug: f.Slug,
    pageTitle: str(f.PageTitle),
    intro: f.Intro,
    updatedAt: str(f.updatedAt),
  };
}

/** The first file of a media field, as a URL. */
const fileUrl = (field: unknown, baseUrl: string) => toImages(field, baseUrl)[0]?.url;

export function toOpening(entry: Raw, baseUrl: string): Opening {
  const f = flattenEntry(entry);
  return openingSchema.parse({
    ...pageFields(f, baseUrl),
    images: [],
    status: f.Status,
    closesAtDeadline: f.ClosesAtDeadline === true,
    summary: f.Summary,
    openings: f.Openings,
    employmentType: f.EmploymentType,
    workplace: f.Workplace,
    location: f.Location,
    experience: f.Experience,
    posted: f.Posted,
    deadline: f.Deadline,
    applyBy: f.ApplyBy,
    applyEmail: str(f.ApplyEmail),
    applyTitle: f.ApplyTitle,
    applyText: f.ApplyText,
    otherOpenings: f.OtherOpenings ?? [],
  });
}

export function toPerson(entry: Raw, baseUrl: string): Person {
  const f = flattenEntry(entry);
  return personSchema.parse({
    id: f.id,
    key: stableKey(f),
    title: f.Name,
    description: richText(f.Bio, baseUrl),
    images: toImages(f.Photo, baseUrl).slice(0, 1),
    role: f.Role,
    group: f.Group,
    order: f.Order,
    linkedin: str(f.LinkedIn),
    updatedAt: str(f.updatedAt),
  });
}

export function toCaseStudy(entry: Raw, baseUrl: string): CaseStudy {
  const f = flattenEntry(entry);
  return caseStudySchema.parse({
    ...pageFields(f, baseUrl),
    images: toImages(f.Cover, baseUrl).slice(0, 1),
    heading: f.Heading,
    group: f.Group,
    order: f.Order,
    summary: f.Summary,
    icon: fileUrl(f.Icon, baseUrl),
    facts: f.Facts ?? [],
    results: f.Results ?? [],
    technologies: f.Technologies ?? [],
  });
}

export function toVideo(entry: Raw, baseUrl: string): Video {
  const f = flattenEntry(entry);
  return videoSchema.parse({
    ...contentFields(f, baseUrl),
    images: toImages(f.Poster, baseUrl).slice(0, 1),
    slug: f.Slug,
    order: f.Order,
    minutes: f.Minutes,
    url: fileUrl(f.Video, baseUrl),
    captions: fileUrl(f.Captions, baseUrl),
    uploadDate: str(f.UploadDate) ?? str(f.publishedAt),
    updatedAt: str(f.updatedAt),
  });
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
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { data, meta } = await fetchPage(collection, page, view);
      for (const entry of data ?? []) {
        try {
          items.push(convert(entry, base));
        } catch (error) {
          const reason =
            error instanceof z.ZodError
              ? error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")
              : String(error);
          options.onInvalidItem?.(collection, entry.id, reason);
        }
      }
      const pageCount = meta?.pagination?.pageCount ?? 1;
      if (page >= pageCount || (data ?? []).length === 0) break;
    }
    return items;
  }

  return { name: "strapi", read: (kind, view) => readAll(kind, converters[kind], view) };
}
