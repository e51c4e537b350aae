// Bytes a first visit to a page downloads: every script, module preload and stylesheet the
// prerendered HTML references, raw and compressed (gzip -9 and brotli q11, as a CDN would).
// Usage: node bench/bundle-size.mjs [buildDir] [route]   (defaults: build, /)
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const buildDir = process.argv[2] ?? "build";
const route = process.argv[3] ?? "/";
const client = path.join(buildDir, "client");
const htmlFile = path.join(client, route === "/" ? "" : route, "index.html");
const html = readFileSync(htmlFile, "utf8");

const urls = new Set();
for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+)"/g))
  urls.add(match[1]);
// The module loader imports the route modules by URL inside an inline script.
for (const match of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1]);

const size = (buf) => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const rows = [...urls].sort().map((url) => ({ url, ...size(readFileSync(path.join(client, url))) }));
const sum = (kind, key) => rows.filter((r) => r.url.endsWith(kind)).reduce((total, r) => total + r[key], 0);
const doc = size(Buffer.from(html));

console.log(`route ${route} from ${htmlFile}`);
console.log("file".padEnd(48), "raw".padStart(8), "gzip".padStart(8), "brotli".padStart(8));
for (const r of rows)
  console.log(
    r.url.padEnd(48),
    String(r.raw).padStart(8),
    String(r.gzip).padStart(8),
    String(r.brotli).padStart(8),
  );
for (const kind of [".js", ".css"]) {
  console.log(
    `total ${kind}`.padEnd(48),
    String(sum(kind, "raw")).padStart(8),
    String(sum(kind, "gzip")).padStart(8),
    String(sum(kind, "brotli")).padStart(8),
  );
}
console.log(
  "HTML document".padEnd(48),
  String(doc.raw).padStart(8),
  String(doc.gzip).padStart(8),
  String(doc.brotli).padStart(8),
);
