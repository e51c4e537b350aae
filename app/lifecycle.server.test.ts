import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { heldRefusal, holdingPglite, letGo } from "../tests/support/pglite-holder";

const started = vi.hoisted(() => vi.fn(() => undefined));
vi.mock("./cms/content-service.server", () => ({ checkContentAtStartup: started }));
vi.mock("./leads/outbox/outbox.server", () => ({ leadStarters: [started] }));
vi.mock("./db/backup-socket.server", () => ({ startBackupSocket: started }));

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-lifecycle-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("start-up on the embedded database", () => {
  it("stops when another process holds the data directory, before starting anything, then starts once it has gone", async () => {
    const { lifecycle } = await import("./lifecycle.server");
    const { dir, holder } = await holdingPglite(dataDir);
    await expect(lifecycle.start()).rejects.toThrow(heldRefusal(dir, holder));
    expect(started).not.toHaveBeenCalled();
    await letGo(holder);
    const stop = await lifecycle.start();
    expect(started).toHaveBeenCalledTimes(3);
    await stop();
  });
});
