const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

/**
 * Bootstrap of the CI Strapi: API tokens with the values the runner chose (read-only for the site,
 * full access for the tests' edits), then, in an empty database, the seed content the journeys
 * expect. Nothing here runs in an editor's Strapi: only the folders under src/api/ matter there.
 */

const BLOG = "api::northpeak-website-blog.northpeak-website-blog";
const NEWS = "api::northpeak-website-news.northpeak-website-news-item";
const OPENING = "api::northpeak-website-career.northpeak-website-career";
const PERSON = "api::northpeak-website-team.northpeak-website-team-member";
const CASE_STUDY = "api::northpeak-website-case-study.northpeak-website-case-study";
const VIDEO = "api::northpeak-website-video.northpeak-website-video";

async function ensureToken(strapi, name, type, accessKey) {
  if (!accessKey) return;
  const service = strapi.service("admin::api-token");
  const query = strapi.db.query("admin::api-token");
  let token = await query.findOne({ where: { name } });
  if (!token) token = await service.create({ name, type, lifespan: null, description: "CI runner" });
  // The admin makes up a random key; the runner's known value replaces it (stored hashed, as Strapi does).
  await query.update({ where: { id: token.id }, data: { accessKey: service.hash(accessKey), type } });
}

/** Puts a file into Strapi's media library, as an editor's upload would. */
async function uploadFile(strapi, filepath, mimetype, alternativeText) {
  const name = path.basename(filepath);
  const [file] = await strapi
    .plugin("upload")
    .service("upload")
    .upload({
      data: { fileInfo: { name, alternativeText } },
      files: { filepath, originalFilename: name, mimetype, size: fs.statSync(filepath).size },
    });
  return file;
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
    files.push(await uploadFile(strapi, filepath, "image/png", `Seed art ${i + 1}`));
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
  await seedCollections(strapi, art);
  strapi.log.info("northpeak seed: 30 blogs, 7 news, 1 draft news and one item of each other collection");
}

/** One published item of each collection with pages of its own kind: what the journeys start from. */
async function seedCollections(strapi, art) {
  // A real clip and its captions, copied beside the project by prepare.sh.
  const media = path.join(__dirname, "..", "seed-media");
  const video = await uploadFile(strapi, path.join(media, "build-query.mp4"), "video/mp4", "");
  const captions = await uploadFile(strapi, path.join(media, "build-query.vtt"), "text/vtt", "");
  await strapi.documents(OPENING).create({
    status: "published",
    data: {
      Title: "Seed opening",
      Slug: "seed-opening",
      Intro: "One remote opening, seeded for the journeys.",
      OpeningStatus: "open",
      ClosesAtDeadline: false,
      Summary: "Build the site the journeys read.",
      Openings: 2,
      EmploymentType: "FULL_TIME",
      Workplace: "Remote",
      Location: "Kathmandu, Nepal",
      Experience: "3+ years",
      Posted: day(6, 1),
      Deadline: "2099-12-31",
      Description: "## What you will do\n\n- Read **Markdown** from Strapi\n",
      ApplyBy: "form",
      ApplyTitle: "Apply for the seed opening",
      ApplyText: "Attach your CV as a PDF.",
      OtherOpenings: [],
    },
  });
  await strapi.documents(PERSON).create({
    status: "published",
    data: {
      Name: "Seed Person",
      Role: "Seed engineer",
      Group: "team",
      Order: 10,
      LinkedIn: "https://linkedin.example/in/seed-person",
      Photo: art[0].id,
      Bio: "Seed Person keeps the *seed* tidy.",
    },
  });
  await strapi.documents(CASE_STUDY).create({
    status: "published",
    data: {
      Title: "Seed case study",
      Slug: "seed-case-study",
      Heading: "A seeded case study",
      Intro: "A case study seeded for the journeys.",
      Group: "Services",
      Order: 10,
      Summary: "What the seed did for its client.",
      Icon: art[1].id,
      Cover: art[2].id,
      Description: "The **story** of the seed.",
      Facts: [{ label: "Client", value: "Seed client" }],
      Results: [{ value: "3x", label: "faster seeding" }],
      Technologies: ["TypeScript", "Strapi"],
    },
  });
  await strapi.documents(VIDEO).create({
    status: "published",
    data: {
      Title: "Seed video",
      Slug: "seed-video",
      Order: 10,
      Minutes: 4,
      Video: video.id,
      Captions: captions.id,
      Poster: art[3].id,
      UploadDate: day(3, 10),
      Description: "A seeded clip of the query builder.",
    },
  });
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
