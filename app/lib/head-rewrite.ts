import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { CONTENT_END_ID } from "./paint-hold";

/**
 * Two changes to every page's <head> on its way out, made here rather than in the root component
 * so that they cost the page's script nothing.
 *
 * React Router preloads every module of the page at high priority, the same as the stylesheet, so on
 * a slow network the hydration code competes with what paints the page. Our pages are complete
 * without JavaScript (server-rendered HTML, CSS-only overlay), so the modules are marked
 * `fetchpriority="low"`: the browser fetches CSS and images first, then the code (ADR 007).
 *
 * A browser may paint a page it has only parsed in part. A header cut off in the middle of its menu
 * lays out differently from the whole header and then moves: a layout shift (so does a footer row).
 * A render-blocking `expect` link holds the first paint until the element written right after the
 * footer is parsed, and no longer; browsers without render-blocking links ignore it.
 */
const MODULE_PRELOAD = /rel="modulepreload"(?! fetchpriority)/g;
const LOW_PRIORITY_MODULE_PRELOAD = 'rel="modulepreload" fetchpriority="low"';
const FIRST_PAINT_AFTER_CONTENT = `<link rel="expect" href="#${CONTENT_END_ID}" blocking="render"/>`;
const HEAD_END = "</head>";
/** Longer than anything that must be seen whole: the attribute (with its guard) and `</head>`. */
const CARRY = 40;

/** Idempotent, so a tail that is looked at twice is never changed twice. */
export function lowerModulePreloadPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
}

/**
 * Both changes on a streamed document: the preloads are in <head>, so the stream is rewritten until
 * `</head>`, the paint hold goes in just before it, and the rest is handed on untouched.
 */
export function headRewriteStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      if (headDone) return callback(null, chunk);
      pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
      const end = pending.indexOf(HEAD_END);
      if (end >= 0) {
        headDone = true;
        const out =
          lowerModulePreloadPriority(pending.slice(0, end)) +
          FIRST_PAINT_AFTER_CONTENT +
          pending.slice(end) +
          decoder.end();
        pending = "";
        return callback(null, out);
      }
      // Hold back a tail that could hold the start of a split attribute; send the rest on.
      const done = lowerModulePreloadPriority(pending);
      pending = done.slice(-CARRY);
      const ready = done.slice(0, -CARRY);
      callback(null, ready || undefined);
    },
    flush(callback: TransformCallback) {
      callback(null, lowerModulePreloadPriority(pending + decoder.end()) || undefined);
    },
  });
}
