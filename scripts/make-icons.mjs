// Renders the site's raster icons from the original SVGs in scripts/icons/ with Debian's
// Chromium: apple-touch-icon.png, the manifest icons, favicon.ico (a PNG inside an ICO) and the
// default Open Graph image. Run after changing the art: `node scripts/make-icons.mjs`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const art = (name) => readFileSync(path.join(root, "scripts/icons", name), "utf8");
const out = (name) => path.join(root, "public", name);

const targets = [
  { svg: "mark.svg", file: "apple-touch-icon.png", width: 180, height: 180 },
  { svg: "mark.svg", file: "icon-192.png", width: 192, height: 192 },
  { svg: "mark.svg", file: "icon-512.png", width: 512, height: 512 },
  { svg: "mark.svg", file: "favicon-32.png", width: 32, height: 32, temporary: true },
  { svg: "og-default.svg", file: "og-default.png", width: 1200, height: 630 },
];

/** An ICO file holding one PNG image (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
for (const target of targets) {
  await page.setViewportSize({ width: target.width, height: target.height });
  const svg = art(target.svg).replace("<svg ", `<svg width="${target.width}" height="${target.height}" `);
  await page.setContent(`<style>html,body{margin:0}svg{display:block}</style>${svg}`);
  const png = await page.screenshot({
    type: "png",
    clip: { x: 0, y: 0, width: target.width, height: target.height },
  });
  if (target.temporary) writeFileSync(out("favicon.ico"), icoFromPng(png, 32));
  else writeFileSync(out(target.file), png);
  console.log(target.temporary ? "favicon.ico" : target.file, png.length, "bytes");
}
await browser.close();
