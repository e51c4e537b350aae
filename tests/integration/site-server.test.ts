import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serveEnv, serveNodeFlags } from "../../scripts/serve-flags.mjs";
import {
  freePort,
  launchServer,
  projectNode,
  repoRoot,
  type SiteServer,
  startServer,
} from "../support/site-server.mjs";
import { exitOf, pgliteTemplate } from "../support/server-process";

/** The launcher that starts the production build as `npm run serve` does, also as Playwright's webServer command. */

const buildDir = process.env.INTEGRATION_BUILD_DIR;

/** The environment the process `pid` started with, from /proc. */
function environmentOf(pid: number): Record<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").filter(Boolean);
  return Object.fromEntries(
    entries.map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
  );
}

describe.skipIf(!buildDir)("the production server launcher", () => {
  it("starts the build as `npm run serve` does, on a free port, and stops it with SIGTERM", async () => {
    let server: SiteServer | undefined;
    try {
      // Settings that warn at start-up (which ones warn is unit-tested; here the warnings reach the log).
      const warned = { HOST: "0.0.0.0", TRUST_PROXY: "1", PUBLIC_URL: "" };
      server = await startServer({
        buildDir,
        env: { DATA_DIR: "data/it-site-server", PGLITE_TEMPLATE_DIR: pgliteTemplate, ...warned },
      });
      expect(server.child.spawnfile).toBe(projectNode());
      expect(server.child.spawnargs.slice(1)).toEqual([
        ...serveNodeFlags,
        path.join(buildDir!, "node", "index.js"),
      ]);
      const environment = environmentOf(server.child.pid!);
      expect(environment).toMatchObject({ ...serveEnv, NODE_ENV: "production", PORT: String(server.port) });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // A second server on the same embedded database refuses to start, in one line, and the first goes on.
      const second = await launchServer({
        buildDir,
        env: { DATA_DIR: "data/it-site-server", PGLITE_TEMPLATE_DIR: pgliteTemplate },
      });
      expect(await second.exited).toBe(1);
      const lastLine = second.output().trim().split("\n").at(-1) ?? "";
      expect(JSON.parse(lastLine)).toMatchObject({
        level: 60,
        msg: expect.stringMatching(/it-site-server\/db is held by process \d+, perhaps another server/),
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server?.stop();
    }
    expect(await server?.exited).toBe(0);
    const log = server!
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    // Their words: app/http/trust-proxy.server.test.ts and app/env.server.test.ts.
    for (const warning of ["believes X-Forwarded-For from any address", "PUBLIC_URL is not set"])
      expect(log.find((line) => line.msg.includes(warning))?.level, warning).toBe(40);
  }, 90_000);

  it("as a command, passes its environment on and stops with the signal it gets", async () => {
    const port = await freePort();
    const launcher = spawn(
      process.execPath,
      ["tests/support/site-server.mjs", "--port", String(port), "--build-dir", buildDir!],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATA_DIR: "data/it-site-server",
          PGLITE_TEMPLATE_DIR: pgliteTemplate,
          PUBLIC_URL: "https://www.northpeak.example",
          HSTS_INCLUDE_SUBDOMAINS: "true",
          HSTS_PRELOAD: "true",
        },
        stdio: ["ignore", "pipe", "pipe"],
        // Its own process group, so that a failure below can take the server down with it.
        detached: true,
      },
    );
    // The server's log, shown when it does not stop cleanly.
    let output = "";
    for (const stream of [launcher.stdout, launcher.stderr]) stream?.on("data", (chunk) => (output += chunk));
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 60_000 },
        )
        .toBe(200);
      // The https public address the command was given turns HSTS on, as the operator asked (the
      // policy: server/security.test.ts; its headers on every kind of page: production-http.test.ts).
      const hsts = (await fetch(`http://127.0.0.1:${port}/`)).headers.get("strict-transport-security");
      expect(hsts).toBe("max-age=63072000; includeSubDomains; preload");
      launcher.kill("SIGTERM");
      expect(await exitOf(launcher, 20_000), output).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      if (launcher.exitCode === null) process.kill(-launcher.pid!, "SIGKILL");
    }
  }, 90_000);
});
