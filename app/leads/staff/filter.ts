/**
 * The staff page's filters, read from its URL. Invalid values are dropped and reported, so the page can
 * say which were ignored instead of failing.
 */
import { z } from "zod";
import { type FormId, isFormId } from "../shared/contract";

export const LEADS_PAGE_SIZE = 50;
/** Longest search text used; the rest is cut off. */
export const SEARCH_MAX_LENGTH = 200;
const MAX_PAGE = 100_000;

export type LeadFilter = {
  form?: FormId;
  /** First day included, YYYY-MM-DD (UTC). */
  from?: string;
  /** Last day included, YYYY-MM-DD (UTC). */
  to?: string;
  /** Text searched for (case-insensitive) in name, e-mail and message. */
  q?: string;
};

export function parseLeadQuery(params: URLSearchParams) {
  const filter: LeadFilter = {};
  const ignored: string[] = [];
  const form = params.get("form")?.trim() ?? "";
  if (form) {
    if (isFormId(form)) filter.form = form;
    else ignored.push("form");
  }
  for (const name of ["from", "to"] as const) {
    const value = params.get(name)?.trim() ?? "";
    if (!value) continue;
    // A calendar date that exists, as YYYY-MM-DD.
    if (z.iso.date().safeParse(value).success) filter[name] = value;
    else ignored.push(name);
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    // A reversed range is surely a mistake: swap the ends rather than show nothing.
    [filter.from, filter.to] = [filter.to, filter.from];
  }
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH);
  if (q) filter.q = q;
  const pageText = params.get("page")?.trim() ?? "";
  let page = 1;
  if (pageText) {
    if (/^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 && Number(pageText) <= MAX_PAGE) {
      page = Number(pageText);
    } else ignored.push("page");
  }
  return { filter, page, ignored };
}

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The query string of a filter (and page, after the first), for links and the CSV export. */
export function filterSearch(filter: LeadFilter, page = 1): string {
  const params = new URLSearchParams();
  for (const name of ["form", "from", "to", "q"] as const) if (filter[name]) params.set(name, filter[name]);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
