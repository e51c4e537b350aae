/**
 * Where a lead came from, first-party and cookie-free: the first-touch facts the browser keeps for the
 * length of its tab's session (landing page, the referring site's origin, the five utm_* values, and
 * whether a click id was present) and the page the form was sent from. The browser sends them with a
 * lead in two fields; the server keeps only what passes the rules below, so a hand-made value can
 * neither break the staff page, the CSV, nor the mail it ends up in.
 *
 * Shared by the browser (which reads them from the address bar) and the server (which reads them
 * from the submission), so both apply the same bounds.
 */

import { ATTRIBUTION_LIMITS, type ClickIdParam, clickIdParams } from "./first-touch-wire";

/** The multipart field carrying the first-touch facts, a JSON object (FirstTouch, ./first-touch-wire.ts). */
export const ATTRIBUTION_FIELD = "attribution";
/** The multipart field naming the page the form was sent from (its path). */
export const FORM_PAGE_FIELD = "page";
/**
 * The facts of a lead's attribution that are text, in the order people read them: where the visit
 * began and was sent from, then its campaign. Each is a column of the same name in snake case (the
 * database's, the CSV's: see snakeName).
 */
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

/** What is stored with a lead; null where a fact is unknown or was refused. */
export type LeadAttribution = Record<TextFact, string | null> & { clickIds: ClickIdParam[] };

/** A fact's name where names are snake case (database and CSV columns): utmSource → utm_source. */
export function snakeName(fact: TextFact | "clickIds"): string {
  return fact.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export const noAttribution: LeadAttribution = {
  landingPage: null,
  formPage: null,
  referrerOrigin: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  clickIds: [],
};

/** Control and formatting characters (including bidirectional overrides), line and paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/**
 * A campaign value: letters, digits and everyday punctuation, starting with a letter or digit. So no
 * markup (no < > " ` ), and nothing a spreadsheet takes for a formula (= + - @ first; later they are
 * plain text).
 */
const UTM_VALUE = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._~+\-/:|()!,&'#%*@=?$;[\]]*$/u;
/** A path as a browser writes it (non-ASCII percent-encoded), without query or fragment. */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** The first `max` characters (code points, so a character is never cut in half). */
function cut(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length > max ? chars.slice(0, max).join("") : value;
}

/** A utm_* value as kept: invisible characters removed, spaces folded, cut to length; null if refused. */
export function campaignValue(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const folded = raw.normalize("NFKC").replace(INVISIBLE, " ").replace(/\s+/gu, " ").trim();
  const value = cut(folded, ATTRIBUTION_LIMITS.utm).trim();
  return value !== "" && UTM_VALUE.test(value) ? value : null;
}

/** A site path (query and fragment dropped), cut to length; null if it is not a path of this site. */
export function sitePath(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const path = raw.split(/[?#]/, 1)[0]!;
  const value = path.length > ATTRIBUTION_LIMITS.path ? path.slice(0, ATTRIBUTION_LIMITS.path) : path;
  return PATH.test(value) ? value : null;
}

/** The origin of an http(s) URL (a referrer's full address is never kept); null for anything else. */
export function webOrigin(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return url.origin.length <= ATTRIBUTION_LIMITS.origin ? url.origin : null;
}

function clickIdsOf(raw: unknown): ClickIdParam[] {
  if (!Array.isArray(raw)) return [];
  return clickIdParams.filter((name) => raw.includes(name));
}

/** The JSON of ATTRIBUTION_FIELD, read leniently: anything unreadable counts as no first touch. */
function parseFirstTouch(raw: string | undefined): Record<string, unknown> | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The attribution kept with a lead. `sent` holds the two fields as the browser sent them; `request`
 * what the server knows itself: the page a no-JavaScript form was posted to, and the Referer header,
 * which stands in for the first touch's referrer when the browser sent none (no JavaScript).
 * Unknown keys are dropped; a refused value is null.
 */
export function attributionOf(
  sent: { firstTouch?: string; formPage?: string },
  request: { postedToPage?: string; referer?: string | null },
): LeadAttribution {
  const touch = parseFirstTouch(sent.firstTouch);
  return {
    landingPage: sitePath(touch?.landing_page),
    formPage: sitePath(sent.formPage) ?? sitePath(request.postedToPage),
    referrerOrigin: touch ? webOrigin(touch.referrer) : webOrigin(request.referer),
    utmSource: campaignValue(touch?.utm_source),
    utmMedium: campaignValue(touch?.utm_medium),
    utmCampaign: campaignValue(touch?.utm_campaign),
    utmTerm: campaignValue(touch?.utm_term),
    utmContent: campaignValue(touch?.utm_content),
    clickIds: clickIdsOf(touch?.click_ids),
  };
}
