// Makes the generated images before `react-router build` copies public/ into the build (run by
// `npm run build` and `npm run dev` through tsx): AVIF/WebP variants of public/images' rasters and
// a link-preview card per page and per local item of every collection. See scripts/image-pipeline.ts.
import path from "node:path";
import { allArticles, detailPath, itemPaths } from "../app/cms/collection-descriptors";
import { localSource } from "../app/cms/local.server";
import { buildImages, type ShareCard } from "./image-pipeline";
import { brand } from "../app/site/brand";
import { collectionItemNames } from "../app/site/pages/content";
import { sitemapPages } from "../app/site/pages/index";
import { videoHeading } from "../app/site/videos";

const root = path.resolve(import.meta.dirname, "..");
const started = Date.now();

/** The small line above a page's title on its card, from its section. */
function eyebrowOf(pagePath: string): string {
  if (pagePath.startsWith("/insights/")) return "Case study";
  if (pagePath.startsWith("/careers/")) return "Careers";
  return "";
}

const common = { brand: brand.name, footer: brand.tagline };
const cards: ShareCard[] = sitemapPages.map((page) => ({
  path: page.path,
  title: page.heading || page.title,
  eyebrow: eyebrowOf(page.path),
  ...common,
}));

// Local posts as the server will read them (CONTENT_DIR, as in docs/configuration.md); a Strapi
// site has none here: its posts use their own images or the default card.
const local = localSource(path.resolve(root, process.env.CONTENT_DIR ?? "content"));
for (const collection of allArticles) {
  const eyebrow = collectionItemNames[collection.key].cardEyebrow;
  for (const item of await local.read(collection.key)) {
    cards.push({ path: detailPath(collection, item), title: item.title, eyebrow, ...common });
  }
}
for (const study of await local.read("case-studies")) {
  const studyPath = itemPaths["case-studies"](study);
  cards.push({ path: studyPath, title: study.heading, eyebrow: eyebrowOf(studyPath), ...common });
}

for (const video of await local.read("videos")) {
  cards.push({
    path: itemPaths.videos(video),
    title: videoHeading(video.title),
    eyebrow: "Video",
    ...common,
  });
}

const result = await buildImages({ publicDir: path.join(root, "public"), cards });
console.log(
  `images: ${result.files.length} generated files (${result.made} made, ${result.kept} unchanged, ${result.removed} removed) in ${Date.now() - started} ms`,
);
