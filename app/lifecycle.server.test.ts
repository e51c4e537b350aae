import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const started = vi.hoisted(() => vi.fn(() => undefined));
vi.mock("./cms/content-service.server", () => ({ checkContentAtStartup: started }));
vi.mock("./leads/outbox/background.server", () => ({ leadStarters: [started] }));
vi.mock("./db/backup-socket.server", () => ({ startBackupSocket: started }));

let dataDir: string;
let holder: ChildProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-lifecycle-"));
  const file = path.join(dataDir, "db", "PG_VERSION");
  await mkdir(path.dirname(file));
  await writeFile(file, "18\n");
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  // Another process with a file of the embedded database open, as a running server has.
  holder = spawn(
    process.execPath,
    [
      "-e",
      "require('fs').openSync(process.argv[1], 'r'); console.log('open'); setInterval(() => {}, 1000)",
      file,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise((resolve) => holder.stdout?.once("data", resolve));
});

afterAll(async () => {
  holder.kill();
  await rm(dataDir, { recursive: true, force: true });
});

describe("start-up on the embedded database", () => {
  it("refuses a data directory another process holds open, before starting anything", async () => {
    const { lifecycle } = await import("./lifecycle.server");
    await expect(lifecycle.start()).rejects.toThrow(
      `${path.join(dataDir, "db")} is open in process ${holder.pid} (another server?): PGlite is one process's database`,
    );
    expect(started).not.toHaveBeenCalled();
  });

  it("starts once that process has let go", async () => {
    holder.kill();
    await new Promise((resolve) => holder.once("exit", resolve));
    const { lifecycle } = await import("./lifecycle.server");
    const stop = await lifecycle.start();
    expect(started).toHaveBeenCalledTimes(3);
    await stop();
  });
});
