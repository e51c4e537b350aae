import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build side by side; the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page whose content is known at build time is written to build/client as HTML.
  async prerender() {
    const { staticPages } = await import("./app/site/pages/index");
    return staticPages.map((page) => page.path);
  },
} satisfies Config;
