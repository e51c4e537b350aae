import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/hostile/**/*.test.ts",
    ],
    environment: "node",
    // A safety net, not a measure: the integration tests start real servers and databases, which
    // on a loaded 2-core machine can take tens of seconds for a first request.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
