import { describe, expect, it, vi } from "vitest";
import { serverDataDir } from "../../../tests/support/server-data-dir";

// The embedded database in a data directory of its own, opened the way the server opens it.
serverDataDir("secret");

/** A fresh copy of the modules, as a restarted process has, with the database closed in between. */
async function restart() {
  const { closeDatabase } = await import("~/db/client.server");
  await closeDatabase();
  vi.resetModules();
  return import("./stored-secret.server");
}

describe("stored secrets", () => {
  it("are made once, kept across restarts, and one per name", async () => {
    const { storedSecret } = await import("./stored-secret.server");
    const first = await storedSecret("captcha_test")();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await storedSecret("captcha_test")()).toBe(first);

    const afterRestart = await restart();
    expect(await afterRestart.storedSecret("captcha_test")()).toBe(first);
    expect(await afterRestart.storedSecret("session_test")()).not.toBe(first);
  }, 120_000);
});
