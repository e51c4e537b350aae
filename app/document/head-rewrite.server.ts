import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { CONTENT_END_ID } from "./content-end";

/**
 * Changes to every page on its way out, made here rather than in the root component so that they
 * cost the page's script nothing.
 *
 * Our pages are complete without JavaScript (server-rendered HTML, CSS overlay); the code only
 * hydrates them. So the code is not fetched until the page has been painted: React Router's module
 * preloads are taken out of <head>, its module script is written inert, and a small script in
 * <head> puts both back after the first frame. Before that frame the network and the main thread
 * carry only what paints the page (HTML, CSS, images), and a slow phone shows the page sooner.
 *
 * A browser may paint a page it has only parsed in part. A header cut off in the middle of its menu
 * lays out differently from the whole header and then moves: a layout shift (so does a footer row).
 * A render-blocking `expect` link holds the first paint until the element written right after the
 * footer is parsed, and no longer; browsers without render-blocking links ignore it.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const FIRST_PAINT_AFTER_CONTENT = `<link rel="expect" href="#${CONTENT_END_ID}" blocking="render"/>`;
const HEAD_END = "</head>";
/** React Router's spelling of its module script's attributes. */
const MODULE_SCRIPT = 'type="module" async=""';
/** What the module script is written as until the page has been painted: a type no browser runs. */
export const HELD_MODULE_TYPE = "text/x-module-after-paint";
const HELD_MODULE = `type="${HELD_MODULE_TYPE}"`;
/** How long after `load` a page whose first paint is never reported waits for its code. */
export const UNREPORTED_PAINT_WAIT_MS = 2000;
/** What a chunk's end may cut in two and so must be held back: the module script's attributes. */
const CARRY = MODULE_SCRIPT.length;

/**
 * The script that lets the code in once the browser reports the page's first contentful paint (a
 * paint entry: the frame is on screen, not merely drawn). Failing that: at `load` in a browser
 * without paint timing or in a tab nobody is looking at (no paint is coming), two seconds after
 * `load` where no paint is reported, and on a return from the back/forward cache. It adds the
 * module preloads back, then a live copy of the held module script, which carries the same text
 * (so the page's hashed policy allows it) and the same nonce. Whichever comes first wins; the rest
 * find the work done.
 *
 * Each preload and the script go in as a task of their own: every link starts a request, and a
 * dozen of them in one task kept a slow phone's main thread busy for longer than the 50 ms that
 * make a task long. The tasks are queued as messages on a channel, which run in order, as soon as
 * the thread is free, and are not held back by timer clamping.
 *
 * Running the modules is cut up the same way. The module script imports the route modules
 * statically, so the browser would run them, React and everything they import in one task (35 ms
 * on a fast desktop, four times that on a slow phone). Instead the loader imports each module but
 * the entry on its own, one after the other, each once the one before has run; the module script
 * then finds them run and only names them. The entry is left to the module script because it
 * hydrates from what that script sets; React Router writes its preload first.
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
    // Every module but the entry (React Router names it first) is run by an import of its own, so
    // that running the code is cut into steps too; the entry reads what the held script sets.
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

/** The head without its module preloads, and the modules they named, in order. */
export function takeModulePreloads(head: string): { head: string; modules: string[] } {
  const modules: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.push(href);
    return "";
  });
  return { head: rest, modules };
}

/**
 * `text` split where a chunk may end: all of it once nothing more needs finding, otherwise all but a
 * tail of `CARRY` code units that could hold the start of the module script's attributes. The cut
 * never falls inside a surrogate pair (an emoji, say): each half would be written as U+FFFD.
 */
function splitForSending(text: string, holding: boolean): [ready: string, kept: string] {
  if (!holding) return [text, ""];
  let cut = Math.max(0, text.length - CARRY);
  const before = text.charCodeAt(cut - 1);
  if (cut > 0 && before >= 0xd800 && before <= 0xdbff) cut -= 1;
  return [text.slice(0, cut), text.slice(cut)];
}

/**
 * The changes on a streamed document: the head is gathered whole (a few kB) and rewritten, then the
 * body is passed on with its module script made inert, holding back only a short tail that could
 * hold the start of the script's attributes.
 */
export function headRewriteStream(nonce?: string): Transform {
  const decoder = new StringDecoder("utf8");
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
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
        const { head, modules } = takeModulePreloads(pending.slice(0, end));
        // Without preloads to put back there is no loader, so the module script is left live.
        const loader = modules.length ? `<script${nonceAttribute}>${afterPaintLoader(modules)}</script>` : "";
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
