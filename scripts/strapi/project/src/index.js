const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

/**
 * Bootstrap of the CI Strapi: API tokens with the values the runner chose (read-only for the site,
 * full access for the tests' edits), then, in an empty database, the seed content the journeys
 * expect. Nothing here runs in an editor's Strapi: only the two schemas (deploy/strapi/) matter there.
 */

const BLOG = "api::northpeak-website-blog.northpeak-website-blog";
const NEWS = "api::northpeak-website-news.northpeak-website-news-item";

async function ensureToken(strapi, name, type, accessKey) {
  if (!accessKey) return;
  const service = strapi.service("admin::api-token");
  const query = strapi.db.query("admin::api-token");
  let token = await query.findOne({ where: { name } });
  if (!token) token = await service.create({ name, type, lifespan: null, description: "CI runner" });
  // The admin makes up a random key; the runner's known value replaces it (stored hashed, as Strapi does).
  await query.update({ where: { id: token.id }, data: { accessKey: service.hash(accessKey), type } });
}

/** Solid-colour PNGs made with sharp (Strapi's upload plugin depends on it anyway). */
async function uploadArt(strapi, count) {
  const sharp = require("sharp");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "northpeak-seed-"));
  const colours = ["#1d4ed8", "#047857", "#b45309", "#7c3aed"];
  const files = [];
  for (let i = 0; i < count; i++) {
    const filepath = path.join(dir, `seed-art-${i + 1}.png`);
    await sharp({
      create: { width: 1200, height: 675, channels: 3, background: colours[i % colours.length] },
    })
      .png()
      .toFile(filepath);
    const [file] = await strapi
      .plugin("upload")
      .service("upload")
      .upload({
        data: { fileInfo: { name: `seed-art-${i + 1}.png`, alternativeText: `Seed art ${i + 1}` } },
        files: {
          filepath,
          originalFilename: `seed-art-${i + 1}.png`,
          mimetype: "image/png",
          size: fs.statSync(filepath).size,
        },
      });
    files.push(file);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return files;
}

const day = (month, n) => `2025-${String(month).padStart(2, "0")}-${String(n).padStart(2, "0")}`;

function blogDescription(n) {
  if (n === 3)
    return "## Written in Markdown\n\nPlain **Markdown** from the editor, with a [link](https://example.com/docs).\n\n- first point\n- second point\n";
  if (n === 30)
    return (
      '<p>Post thirty has <strong>markup</strong> to sanitise.</p><script>alert("seed-script")</script>' +
      '<p><img src="/uploads/none.png" alt="broken" onerror="alert(\'seed-onerror\')"></p>'
    );
  return `<p>Body of seed post ${n}, about reading payer files.</p>`;
}

async function seed(strapi) {
  if ((await strapi.documents(BLOG).count({})) > 0) return;
  const art = await uploadArt(strapi, 4);
  for (let n = 1; n <= 30; n++) {
    await strapi.documents(BLOG).create({
      status: "published",
      data: {
        Title: `Seed post ${n}`,
        Description: blogDescription(n),
        Author: n === 5 ? null : `Author ${n}`,
        Updated: day(1, n),
        Image: n === 7 ? [] : [art[n % art.length].id],
      },
    });
  }
  for (let n = 1; n <= 7; n++) {
    await strapi.documents(NEWS).create({
      status: "published",
      data: {
        Title: `Seed news ${n}`,
        Subheading: n === 1 ? "A *subheading* with emphasis" : null,
        Description: `<p>Body of seed news ${n}.</p>`,
        Date: day(5, n),
        Image: n === 2 ? [art[0].id, art[1].id] : [art[n % art.length].id],
      },
    });
  }
  // A draft only: it must appear nowhere on the public site.
  await strapi.documents(NEWS).create({
    data: { Title: "Seed news draft", Description: "<p>Not published.</p>", Date: day(5, 20) },
  });
  strapi.log.info("northpeak seed: 30 blogs, 7 news and 1 draft news created");
}

/**
 * Strapi's webhook to the site's POST /api/revalidate (docs/content.md, "Instant publish"), as an
 * editor would set it up under Settings → Webhooks. Added after the seed, so seeding sends nothing.
 */
async function ensureWebhook(strapi, url, token) {
  if (!url) return;
  const store = strapi.get("webhookStore");
  const runner = strapi.get("webhookRunner");
  const fields = {
    name: "northpeak-site-revalidate",
    url,
    headers: { Authorization: `Bearer ${token}` },
    events: ["entry.publish", "entry.unpublish", "entry.update", "entry.delete"],
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((hook) => hook.name === fields.name);
  // The providers loaded the stored webhooks before this bootstrap: the runner is told of changes.
  if (existing) runner.update(await store.updateWebhook(existing.id, fields));
  else runner.add(await store.createWebhook(fields));
}

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    await ensureToken(strapi, "northpeak-site-read", "read-only", process.env.NORTHPEAK_READ_TOKEN);
    await ensureToken(strapi, "northpeak-ci-write", "full-access", process.env.NORTHPEAK_WRITE_TOKEN);
    if (process.env.NORTHPEAK_SEED !== "false") await seed(strapi);
    await ensureWebhook(strapi, process.env.NORTHPEAK_WEBHOOK_URL, process.env.NORTHPEAK_WEBHOOK_TOKEN);
  },
};
