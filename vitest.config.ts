import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    globalSetup: ["tests/support/pglite-template-setup.ts"],
    // A safety net, not a measure: the integration tests start real servers and databases, which
    // on a loaded 2-core machine can take tens of seconds for a first request.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default leaves one core idle, which on a 2-core CI machine means one file at a time;
    // but the integration files spend most of their time waiting on the servers, databases and mail
    // sinks they start, so two at a time fill the cores instead of queueing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Tests beside the code, and checks of the repository's files: in-process, no servers.
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          // The files share a worker's loaded modules: importing the app afresh for each file was
          // most of this project's time. A file that changes a module's state must restore it.
          isolate: false,
        },
      },
      {
        // Real servers, databases, nginx and mail sinks: the production build in INTEGRATION_BUILD_DIR
        // (tests/support/server-process.ts), or the development server when it is unset.
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "tests/hostile/**/*.test.ts"],
          // A server's background work (a content refresh, a log line) can take more than the default
          // second on a loaded machine; a poll still ends as soon as its condition holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
