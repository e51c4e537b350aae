import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The real-Strapi journeys, run by scripts/strapi/run-tests.sh, not by `npx vitest run`. */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/strapi-real/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/pglite-template-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
