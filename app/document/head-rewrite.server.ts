import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { CONTENT_END_ID } from "./content-end";

/**
 * Rewrites every server-rendered page as it streams out: the code waits for the first paint (ADR
 * 021), which waits for the content (ADR 019); done here so it adds nothing to the page's script.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const FIRST_PAINT_AFTER_CONTENT = `<link rel="expect" href="#${CONTENT_END_ID}" blocking="render"/>`;
const HEAD_END = "</head>";
/** React Router's spelling of its module script's attributes. */
const MODULE_SCRIPT = 'type="module" async=""';
/** The module script's type until the first paint: one no browser runs. */
export const HELD_MODULE_TYPE = "text/x-module-after-paint";
const HELD_MODULE = `type="${HELD_MODULE_TYPE}"`;
/** How long after `load` the code waits when no first paint is reported. */
export const UNREPORTED_PAINT_WAIT_MS = 2000;

/**
 * Inline script that restores the module preloads and the held module script after the first
 * contentful paint (ADR 021), each step in a task of its own so that no task is long (ADR 022).
 */
export function afterPaintLoader(modules: readonly string[]): string {
  return [
    `(function(){var m=${JSON.stringify(modules)},d=document,started=0;`,
    "function go(){",
    "if(started)return;",
    'if(d.readyState==="loading")return d.addEventListener("DOMContentLoaded",go);',
    "started=1;",
    `var h=d.querySelector('script[type="${HELD_MODULE_TYPE}"]');if(!h)return;`,
    "var c=new MessageChannel(),post=function(){c.port2.postMessage(0)},q=m.map(function(u){return function(){",
    'var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)}});',
    // Every module but the entry (listed first) is imported on its own, so running the code is cut
    // into steps too; the entry is left to the held script because it hydrates from what that sets.
    "m.slice(1).forEach(function(u){q.push(function(){return import(u)})});",
    'q.push(function(){var s=d.createElement("script");s.type="module";s.nonce=h.nonce;s.textContent=h.textContent;h.replaceWith(s)});',
    "c.port1.onmessage=function(){var r=q.shift()();if(q.length)r&&r.then?r.then(post,post):post()};",
    "post()}",
    // A tab hidden at load paints nothing; a browser that never reports the paint still gets the
    // code two seconds after load; a page restored from the back/forward cache gets it at once.
    `addEventListener("load",function(){if(d.hidden)go();else setTimeout(go,${UNREPORTED_PAINT_WAIT_MS})});`,
    'addEventListener("pageshow",function(e){if(e.persisted)go()});',
    "var P=window.PerformanceObserver;",
    'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)',
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});',
    'else addEventListener("load",go)})()',
  ].join("");
}

/**
 * Splits `text` into what can be sent now and, while the module script is to be found, the tag left
 * open at its end, which may hold its attributes. Cut at a "<", so never inside a surrogate pair.
 */
function splitForSending(text: string, holding: boolean): [ready: string, kept: string] {
  const open = holding ? text.lastIndexOf("<") : -1;
  const cut = open < 0 || text.includes(">", open) ? text.length : open;
  return [text.slice(0, cut), text.slice(cut)];
}

/** Buffers and rewrites the head, then streams the body with its module script made inert. */
export function headRewriteStream(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let headDone = false;
  let moduleHeld = false;
  const holdModule = (html: string): string => {
    if (moduleHeld || !html.includes(MODULE_SCRIPT)) return html;
    moduleHeld = true;
    return html.replace(MODULE_SCRIPT, HELD_MODULE);
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
      let out = "";
      if (!headDone) {
        const end = pending.indexOf(HEAD_END);
        if (end < 0) return callback();
        headDone = true;
        const modules: string[] = [];
        const head = pending.slice(0, end).replace(MODULE_PRELOAD, (_link, href: string) => {
          modules.push(href);
          return "";
        });
        // Without preloads to put back there is no loader, so the module script is left live.
        const loader = modules.length ? `<script nonce="${nonce}">${afterPaintLoader(modules)}</script>` : "";
        if (!modules.length) moduleHeld = true;
        out = head + FIRST_PAINT_AFTER_CONTENT + loader;
        pending = pending.slice(end);
      }
      const [ready, kept] = splitForSending(holdModule(pending), !moduleHeld);
      pending = kept;
      callback(null, out + ready || undefined);
    },
    flush(callback: TransformCallback) {
      const rest = pending + decoder.end();
      callback(null, (headDone ? holdModule(rest) : rest) || undefined);
    },
  });
}
