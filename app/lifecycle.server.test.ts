import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readlink, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const started = vi.hoisted(() => vi.fn(() => undefined));
vi.mock("./cms/content-service.server", () => ({ checkContentAtStartup: started }));
vi.mock("./leads/outbox/background.server", () => ({ leadStarters: [started] }));
vi.mock("./db/backup-socket.server", () => ({ startBackupSocket: started }));

const HOLD = "require('fs').openSync(process.argv[1], 'r'); console.log('open'); setInterval(() => {}, 1000)";

/** Another process holding `target` open, as a running server holds its database. */
async function holding(target: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", HOLD, target], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout?.once("data", resolve));
  return child;
}

const letGo = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill();
  });

let dataDir: string;
let db: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-lifecycle-"));
  db = path.join(dataDir, "db");
  await mkdir(db);
  await writeFile(path.join(db, "PG_VERSION"), "18\n");
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("start-up on the embedded database", () => {
  it("refuses a data directory another process holds open, before starting anything", async () => {
    const server = await holding(path.join(db, "PG_VERSION"));
    const { lifecycle } = await import("./lifecycle.server");
    await expect(lifecycle.start()).rejects.toThrow(
      `${db} is open in process ${server.pid} (another server?): PGlite is one process's database`,
    );
    expect(started).not.toHaveBeenCalled();
    await letGo(server);
  });

  it("holds the folder from its own start, so that servers started at once see each other", async () => {
    const starting = await holding(db);
    const { lifecycle } = await import("./lifecycle.server");
    await expect(lifecycle.start()).rejects.toThrow(`${db} is open in process ${starting.pid}`);
    await letGo(starting);
    const fds = await readdir("/proc/self/fd");
    const open = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => "")));
    expect(open).toContain(db);
  });

  it("starts once the other process has let go", async () => {
    const { lifecycle } = await import("./lifecycle.server");
    const stop = await lifecycle.start();
    expect(started).toHaveBeenCalledTimes(3);
    await stop();
  });
});
