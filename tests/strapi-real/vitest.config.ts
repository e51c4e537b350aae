import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The journeys against a real Strapi 5. Not part of `npx vitest run` (vitest.config.ts lists its own
 * folders): run them with scripts/strapi/run-tests.sh, which installs or reuses Strapi first.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/strapi-real/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
