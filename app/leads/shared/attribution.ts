/**
 * Where a lead came from, first-party and cookie-free (ADR 036). Browser and server share these rules,
 * which keep only safe values so a crafted one cannot break the staff page, the CSV or the mail.
 */

import { ATTRIBUTION_LIMITS, type ClickIdParam, clickIdParams } from "./first-touch-wire";

/** The multipart field carrying the first-touch facts as JSON (the script: app/leads/form/first-touch-script.ts). */
export const ATTRIBUTION_FIELD = "attribution";
/** The multipart field with the path of the page the form was sent from. */
export const FORM_PAGE_FIELD = "page";
/** The text facts, in display order; each is a database and CSV column named by snakeName. */
export const textFacts = [
  "landingPage",
  "formPage",
  "referrerOrigin",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;
export type TextFact = (typeof textFacts)[number];

/** Stored with a lead; null where a fact is unknown or was rejected. */
export type LeadAttribution = Record<TextFact, string | null> & { clickIds: ClickIdParam[] };

/** utmSource → utm_source, as in database and CSV columns. */
export function snakeName(fact: TextFact | "clickIds"): string {
  return fact.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export const noAttribution: LeadAttribution = {
  ...(Object.fromEntries(textFacts.map((fact) => [fact, null])) as Record<TextFact, null>),
  clickIds: [],
};

/** Control and formatting characters (including bidirectional overrides), line and paragraph separators. */
export const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/**
 * A campaign value: letters, digits and common punctuation, starting with a letter or digit, so no
 * markup and nothing a spreadsheet would take for a formula.
 */
const UTM_VALUE = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._~+\-/:|()!,&'#%*@=?$;[\]]*$/u;
/** A path as a browser writes it (non-ASCII percent-encoded), without query or fragment. */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** A cleaned utm_* value (invisible characters removed, spaces folded, cut to length), or null. */
export function campaignValue(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const folded = raw.normalize("NFKC").replace(INVISIBLE, " ").replace(/\s+/gu, " ").trim();
  // Cut by code points, so a character is never cut in half.
  const value = Array.from(folded).slice(0, ATTRIBUTION_LIMITS.utm).join("").trim();
  return value !== "" && UTM_VALUE.test(value) ? value : null;
}

/** A site path without query and fragment, cut to length; null if it is not a path. */
export function sitePath(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const path = raw.split(/[?#]/, 1)[0]!;
  const value = path.slice(0, ATTRIBUTION_LIMITS.path);
  return PATH.test(value) ? value : null;
}

/** The origin of an http(s) URL (a referrer's full URL is never kept); null otherwise. */
export function webOrigin(raw: unknown): string | null {
  const url = typeof raw === "string" && raw.length <= 2048 ? URL.parse(raw) : null;
  if (url?.protocol !== "https:" && url?.protocol !== "http:") return null;
  return url.origin.length <= ATTRIBUTION_LIMITS.origin ? url.origin : null;
}

export function clickIdsOf(raw: unknown): ClickIdParam[] {
  if (!Array.isArray(raw)) return [];
  return clickIdParams.filter((name) => raw.includes(name));
}

/** The JSON of ATTRIBUTION_FIELD; anything unreadable counts as no first touch. */
function parseFirstTouch(raw: string | undefined): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw ?? "");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The attribution stored with a lead, from the browser's two fields in `sent` and what the server knows
 * (`request`). Without JavaScript, the Referer header stands in for the first touch's referrer.
 */
export function attributionOf(
  sent: Record<string, string | undefined>,
  request: { postedToPage?: string; referer?: string | null },
): LeadAttribution {
  const touch = parseFirstTouch(sent[ATTRIBUTION_FIELD]);
  return {
    landingPage: sitePath(touch?.landing_page),
    formPage: sitePath(sent[FORM_PAGE_FIELD]) ?? sitePath(request.postedToPage),
    referrerOrigin: touch ? webOrigin(touch.referrer) : webOrigin(request.referer),
    utmSource: campaignValue(touch?.utm_source),
    utmMedium: campaignValue(touch?.utm_medium),
    utmCampaign: campaignValue(touch?.utm_campaign),
    utmTerm: campaignValue(touch?.utm_term),
    utmContent: campaignValue(touch?.utm_content),
    clickIds: clickIdsOf(touch?.click_ids),
  };
}
