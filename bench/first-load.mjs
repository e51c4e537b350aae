// What a first visit to a prerendered page downloads: every script, module preload and stylesheet
// its HTML references, raw and compressed as served (gzip -9 and brotli q11, as a CDN would).
// One home for the measure, so the bench script and the byte-budget test cannot drift apart.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The prerendered HTML file of a route, e.g. `/our-team` → `<buildDir>/client/our-team/index.html`. */
export function prerenderedHtmlFile(buildDir, route) {
  return path.join(buildDir, "client", route === "/" ? "" : route, "index.html");
}

/** Sizes of one file as served: raw, gzip and brotli bytes. */
export function servedSizes(buf) {
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * `/assets/…` URLs the HTML loads on its own: tags, the route modules its module script imports, and
 * the modules the loader that runs after the first paint preloads (a JSON list of module URLs).
 */
export function referencedAssets(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+)"/g))
    urls.add(match[1]);
  for (const match of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1]);
  for (const [list] of html.matchAll(/\[(?:"\/assets\/[^"]+\.js",?)+\]/g))
    for (const url of JSON.parse(list)) urls.add(url);
  return [...urls].sort();
}

const total = (files) =>
  files.reduce(
    (sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );

// Every page loads the same large chunks (React DOM, the router) and brotli at quality 11 takes
// about half a second for them: measuring every page of a build compresses each file once.
const assetCache = new Map();
function assetSizes(file) {
  const { size, mtimeMs } = statSync(file);
  const key = `${file}\0${size}\0${mtimeMs}`;
  if (!assetCache.has(key)) assetCache.set(key, servedSizes(readFileSync(file)));
  return assetCache.get(key);
}

/** First-load bytes of a prerendered route: each referenced file, and the totals by kind. */
export function firstLoadBytes(buildDir, route) {
  const htmlFile = prerenderedHtmlFile(buildDir, route);
  return { htmlFile, ...firstLoadBytesOfHtml(buildDir, readFileSync(htmlFile, "utf8")) };
}

/** First-load bytes of a page's HTML (as the server sent it) against the build's assets. */
export function firstLoadBytesOfHtml(buildDir, html) {
  const client = path.join(buildDir, "client");
  const files = referencedAssets(html).map((url) => ({ url, ...assetSizes(path.join(client, url)) }));
  return {
    files,
    js: total(files.filter((f) => f.url.endsWith(".js"))),
    css: total(files.filter((f) => f.url.endsWith(".css"))),
    html: servedSizes(Buffer.from(html)),
  };
}
