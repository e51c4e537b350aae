import { readdir, readlink } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { heldRefusal, holdingPglite, letGo } from "../../tests/support/pglite-holder";
import { serverDataDir } from "../../tests/support/server-data-dir";

// The embedded database as the server opens it, in a data directory of its own.
const dataDir = serverDataDir("db");

describe("the embedded database", () => {
  it("is not opened while another process holds it, and is held from the first try", async () => {
    const { database } = await import("./client.server");
    const { dir, holder } = await holdingPglite(dataDir());
    await expect(database()).rejects.toThrow(heldRefusal(dir, holder));
    await letGo(holder);
    // Held open by this process before it looked, so a process starting at the same time sees it.
    const fds = await readdir("/proc/self/fd");
    expect(await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => "")))).toContain(
      dir,
    );
  });

  // That it is migrated: pglite-template.test.ts, which opens it the same way.
  it("is created and opened with small shared buffers (its memory is the server's)", async () => {
    const { database, rowsOf } = await import("./client.server");
    const handle = await database();
    expect(handle.kind).toBe("pglite");
    const [setting] = rowsOf<{ shared_buffers: string }>(await handle.db.execute(sql`show shared_buffers`));
    expect(setting?.shared_buffers).toBe("16MB");
  }, 120_000);
});
