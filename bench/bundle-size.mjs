// Bytes a first visit to a page downloads: every script, module preload and stylesheet the
// prerendered HTML references, raw and compressed (gzip -9 and brotli q11, as a CDN would).
// Usage: node bench/bundle-size.mjs [buildDir] [route]   (defaults: build, /)
import { firstLoadBytes } from "./first-load.mjs";

const buildDir = process.argv[2] ?? "build";
const route = process.argv[3] ?? "/";
const { htmlFile, files, js, css, html } = firstLoadBytes(buildDir, route);

const row = (label, sizes) =>
  console.log(
    label.padEnd(48),
    String(sizes.raw).padStart(8),
    String(sizes.gzip).padStart(8),
    String(sizes.brotli).padStart(8),
  );

console.log(`route ${route} from ${htmlFile}`);
console.log("file".padEnd(48), "raw".padStart(8), "gzip".padStart(8), "brotli".padStart(8));
for (const file of files) row(file.url, file);
row("total .js", js);
row("total .css", css);
row("HTML document", html);
