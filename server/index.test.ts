import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** Starts the real server entry with an environment; resolves when the process exits. */
function runServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        BUILD_DIR: "build-does-not-matter",
        ...env,
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe("start-up with a bad environment", () => {
  // Which settings are refused, and how, is app/env.server.test.ts's; this is the process's answer.
  it("stops the process with one line naming the variable and not its value", async () => {
    const { code, stdout, stderr } = await runServer({
      ADMIN_TOKEN: "change-me-to-a-random-token-of-32-characters",
    });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Invalid environment variable ADMIN_TOKEN: still holds the placeholder "change-me"(?!.*random-token)/,
    );
  });
});

describe("start-up without a build", () => {
  it("stops with one line that names the missing server build and the command that makes it", async () => {
    const { code, stdout, stderr } = await runServer({ DATA_DIR: "data/it-no-build" });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `${path.join(root, "build-does-not-matter", "server", "index.js")} does not exist: run npm run build first`,
    );
  });
});
