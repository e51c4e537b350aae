import { describe, expect, it, vi } from "vitest";
import { heldRefusal, holdingPglite, letGo } from "../tests/support/pglite-holder";
import { serverDataDir } from "../tests/support/server-data-dir";

const started = vi.hoisted(() => vi.fn(() => undefined));
vi.mock("./cms/content-service.server", () => ({ checkContentAtStartup: started }));
vi.mock("./leads/outbox/outbox.server", () => ({ leadStarters: [started] }));
vi.mock("./db/backup-socket.server", () => ({ startBackupSocket: started }));

const dataDir = serverDataDir("lifecycle");

describe("start-up on the embedded database", () => {
  it("stops when another process holds the data directory, before starting anything, then starts once it has gone", async () => {
    const { startBackgroundTasks } = await import("./lifecycle.server");
    const { dir, holder } = await holdingPglite(dataDir());
    await expect(startBackgroundTasks()).rejects.toThrow(heldRefusal(dir, holder));
    expect(started).not.toHaveBeenCalled();
    await letGo(holder);
    const stop = await startBackgroundTasks();
    expect(started).toHaveBeenCalledTimes(3);
    await stop();
  });
});
