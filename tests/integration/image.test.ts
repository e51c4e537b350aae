import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { lstat, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "../support/front-checks";
import { IMAGE_PATH, type ImageStage, reproduceImage } from "../support/image-stage";
import { ADMIN_TOKEN, encodedLead, listLeads } from "../support/lead-client";
import { exitOf, freePort, repoRoot, QUICK_CAPTCHA } from "../support/server-process";

/** The Dockerfile's last stage reproduced (tests/support/image-stage.ts) and run as non-root; the front is front.test's. */

const IMAGE_BACKUP_KEY = "5f0c3a9e8d7b6a5f4e3d2c1b0a99887766554433221100ffeeddccbbaa987654";

let work: string;
let image: ImageStage;
let site: string;
let app: ChildProcess | undefined;
let appPort: number;
let appOutput = "";

/** A process of the image: as its user, in its WORKDIR, with its ENV and what the operator sets. */
function inImage(argv: string[], env: Record<string, string> = {}) {
  const [command, ...args] = argv;
  return spawn(command!, args, {
    cwd: image.workdir,
    uid: image.user.uid,
    gid: image.user.gid,
    env: {
      PATH: IMAGE_PATH,
      HOME: image.user.home,
      ...image.env,
      PORT: String(appPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: site,
      ADMIN_TOKEN,
      ...QUICK_CAPTCHA,
      // As compose.yaml passes it: the server and the backup command seal backups with one key.
      BACKUP_KEY: IMAGE_BACKUP_KEY,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Runs a command of the image to its end. */
async function runInImage(argv: string[], env: Record<string, string> = {}) {
  const child = inImage(argv, env);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const code = await exitOf(child, 120_000);
  return { code, stdout, stderr };
}

async function startApp(env: Record<string, string> = {}): Promise<void> {
  appOutput = "";
  app = inImage(image.cmd, env);
  app.stdout?.on("data", (chunk) => (appOutput += chunk));
  app.stderr?.on("data", (chunk) => (appOutput += chunk));
  const deadline = Date.now() + 60_000;
  while ((await send(`http://127.0.0.1:${appPort}/healthz`).catch(() => ({ status: 0 }))).status !== 200) {
    if (app.exitCode !== null || Date.now() > deadline)
      throw new Error(`the image's server did not start:\n${appOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopApp(): Promise<void> {
  if (!app || app.exitCode !== null) return;
  const exited = exitOf(app, 20_000);
  app.kill("SIGTERM");
  expect(await exited).toBe(0);
}

/** Every file and folder under `dir` that its owner's group or anyone else may use. */
async function openToOthers(dir: string): Promise<string[]> {
  const open: string[] = [];
  const walk = async (item: string) => {
    const stats = await lstat(item);
    if (!stats.isSymbolicLink() && (stats.mode & 0o077) !== 0)
      open.push(`${path.relative(dir, item)} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(item)) await walk(path.join(item, name));
  };
  await walk(dir);
  return open;
}

describe("the image, reproduced from the Dockerfile", () => {
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "northpeak-image-"));
    image = await reproduceImage(repoRoot, work);
    appPort = await freePort();
    site = `http://127.0.0.1:${appPort}`;
    await startApp();
  }, 900_000);

  afterAll(async () => {
    if (app && app.exitCode === null) app.kill("SIGKILL");
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("has production dependencies only and no TypeScript runner, and runs as a user that is not root", async () => {
    const { readFile } = await import("node:fs/promises");
    const manifest = JSON.parse(await readFile(path.join(image.workdir, "package.json"), "utf8")) as {
      devDependencies: Record<string, string>;
    };
    for (const name of ["tsx", "vite", "vitest", "@playwright/test", "esbuild", "drizzle-kit"]) {
      expect(manifest.devDependencies[name], name).toBeDefined();
      expect(existsSync(path.join(image.workdir, "node_modules", name)), name).toBe(false);
    }
    expect(
      existsSync(path.join(image.workdir, "node_modules", "react-router")),
      "a production dependency",
    ).toBe(true);
    expect(image.user.uid).not.toBe(0);
    expect((await lstat(`/proc/${app?.pid}`)).uid).toBe(image.user.uid);
  });

  it("starts, answers /healthz, and its container health check says ready", async () => {
    expect((await send(`${site}/healthz`)).status).toBe(200);
    const check = await runInImage(image.healthcheck);
    expect(check.code, check.stderr).toBe(0);
  });

  it("says unhealthy while its database is out of reach, though the process answers", async () => {
    const port = String(await freePort());
    const unready = inImage(image.cmd, {
      PORT: port,
      DATABASE_URL: "postgres://northpeak:unreachable@127.0.0.1:1/northpeak",
    });
    try {
      await expect
        .poll(
          () =>
            send(`http://127.0.0.1:${port}/healthz`).then(
              (answer) => answer.status,
              () => 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(200);
      const check = await runInImage(image.healthcheck, { PORT: port });
      expect(check.code).toBe(1);
    } finally {
      unready.kill("SIGKILL");
    }
  });

  it("takes a lead with an attachment through /api/contact", async () => {
    const { bytes, contentType } = await encodedLead(site, {
      fields: { email: "with-file@clinic.example" },
      files: [{ name: "rates.pdf", bytes: Buffer.from("%PDF-1.4\n%%EOF\n"), type: "application/pdf" }],
    });
    const answer = await send(`${site}/api/contact`, {
      method: "POST",
      body: bytes,
      headers: { "Content-Type": contentType, Origin: site },
    });
    expect(answer.status, answer.text).toBe(200);
    const leads = await listLeads(`http://127.0.0.1:${appPort}`);
    expect(leads.find((lead) => lead.email === "with-file@clinic.example")?.attachments).toHaveLength(1);
  });

  it("backs up and restores with the image's files and user (npm run backup / restore)", async () => {
    // The nightly job, while the server runs: the server writes it (PGlite is its own).
    const nightly = await runInImage(["npm", "run", "--silent", "backup", "--", "--keep-days", "14"]);
    expect(nightly.code, nightly.stderr).toBe(0);
    expect(nightly.stdout).toMatch(
      /^backup: 1 leads, 1 attachments .*, by the running server .*, encrypted, key id /,
    );
    // A restore needs the server stopped: PGlite is one process's database.
    await stopApp();
    const file = path.join(image.env.DATA_DIR!, "backups", "nightly.jsonl.gz");
    const backup = await runInImage(["npm", "run", "--silent", "backup", "--", "--out", file]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^backup: 1 leads, 1 attachments/);

    const restoredDir = path.join(image.env.DATA_DIR!, "restored");
    const restore = await runInImage(["npm", "run", "--silent", "restore", "--", file], {
      DATA_DIR: restoredDir,
    });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^restore: 1 leads, 1 attachments/);

    await startApp({ DATA_DIR: restoredDir });
    const emails = (await listLeads(`http://127.0.0.1:${appPort}`)).map((lead) => lead.email);
    expect(emails).toEqual(["with-file@clinic.example"]);
  });

  it("leaves nothing under DATA_DIR that another account could read", async () => {
    await stopApp();
    expect(await openToOthers(image.env.DATA_DIR!)).toEqual([]);
  });
});
