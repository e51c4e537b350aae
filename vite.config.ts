import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const appDir = fileURLToPath(new URL("./app/", import.meta.url));
const rootRoute = `${appDir}root.tsx`;
const leadForm = `${appDir}leads/form/LeadForm.tsx`;

/** `app/` files, as the bundler names modules. */
const appFiles = (...files: string[]) => new Set(files.map((file) => `${appDir}${file}`));

/** The small section components most content pages use together (ADR 016). */
const sectionComponents = appFiles(
  "components/sections/Section.tsx",
  "components/sections/CardGrid.tsx",
  "components/sections/SplitFeature.tsx",
  "components/sections/GetInTouch.tsx",
  "components/ui/ActionLinks.tsx",
  "components/ui/Reveal.tsx",
  "site/blocks.ts",
  "site/get-in-touch.ts",
);

/** The interactive pieces the team and company pages share; the home page's demo dialog too. */
const widgets = appFiles("components/ui/Modal.tsx", "components/ui/Tabs.tsx");

/**
 * Small site code that pages of every kind import (the image component; the hydration flag of the
 * tabs and the video player; the page's first-touch script, which the root renders and the lead
 * form's chunk would otherwise claim): in the shell, which every page loads anyway, rather than in
 * a chunk that brings its neighbours along (a video page loaded all the section components for
 * `Img`; the first-touch script in the lead form's chunk made every page load the whole form).
 */
const sharedSmallModules = appFiles(
  "components/ui/Img.tsx",
  "components/ui/useHydrated.ts",
  "leads/form/first-touch-script.ts",
);

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module that `start` imports statically, directly or not, and `start` itself. */
function staticImportsOf(start: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Client chunks (ADR 015). By default the bundler splits modules by the set of routes that use
 * them, which for this site meant a dozen chunks of under 1 kB on every page, each paying its own
 * gzip and import overhead, although every page loads the root route and all it imports. So:
 * - `vendor`: the packages the root route needs (React, React Router), apart from the site's code
 *   so that a release of the site leaves them cached;
 * - `shell`: the site's code the root route needs (header, footer, shared copy, SEO helpers), and
 *   the root route itself (its own chunk is then a one-line re-export), and the few tiny modules
 *   listed above that unrelated pages share;
 * - `LeadForm`: the lead form and everything it imports up front (not its lazy validator);
 * - `sections` and `widgets`: small components several pages use together, listed above: as
 *   separate chunks of a few hundred bytes each, a page paid more in per-file gzip overhead and
 *   import lines than in code (ADR 016);
 * - `preload-helper`: Vite's helper for dynamic imports, alone as before.
 * Route modules and what only some pages use keep the automatic splitting.
 */
function clientChunks() {
  const imports = new Map<string, Set<string>>();
  const isImportedBy = (start: string, id: string, graph: ModuleGraph) => {
    const found = imports.get(start) ?? staticImportsOf(start, graph);
    imports.set(start, found);
    return found.has(id);
  };
  const isSiteCode = (id: string) => id.startsWith(appDir);
  // The root renders the analytics boot script on the server only: what of app/analytics the
  // browser runs is the lead reports' (analyticsConnectChunk), which the shell must not carry.
  const isAnalyticsCode = (id: string) => id.startsWith(`${appDir}analytics/`);
  return {
    groups: [
      // Vite's helper for dynamic imports stays on its own: the home page needs it without the form.
      { name: "preload-helper", test: /preload-helper/, priority: 4 },
      {
        debugName: "vendor",
        name: (id: string, graph: ModuleGraph) =>
          !isSiteCode(id) && isImportedBy(rootRoute, id, graph) ? "vendor" : null,
        priority: 3,
      },
      {
        debugName: "shell",
        name: (id: string, graph: ModuleGraph) =>
          sharedSmallModules.has(id) ||
          (isSiteCode(id) && !isAnalyticsCode(id) && isImportedBy(rootRoute, id, graph))
            ? "shell"
            : null,
        priority: 2,
      },
      {
        debugName: "LeadForm",
        name: (id: string, graph: ModuleGraph) => (isImportedBy(leadForm, id, graph) ? "LeadForm" : null),
        priority: 1,
      },
      { name: "widgets", test: (id: string) => widgets.has(id), priority: 0 },
      { name: "sections", test: (id: string) => sectionComponents.has(id), priority: 0 },
    ],
  };
}

/**
 * The analytics provider's code (app/analytics/connect.ts) as a chunk of its own in the browser's
 * build, and its URL in app/analytics/connect-url.ts for the server's build (built after the
 * browser's), which names it in a page's boot script only when a provider is configured. Loaded
 * by a plain module script, it costs the other pages nothing: an import() from the shell would
 * have put Vite's preload helper (0.8 kB gzip) on the first load of every page.
 */
function analyticsConnectChunk(): Plugin {
  const urlModule = `${appDir}analytics/connect-url.ts`;
  const connect = `${appDir}analytics/connect.ts`;
  let reference: string | undefined;
  let url: string | undefined;
  return {
    name: "analytics-connect-chunk",
    configResolved(config) {
      // The development server serves each module at its path under the project.
      if (config.command === "serve") url = `/${path.relative(config.root, connect)}`;
    },
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build")
        reference = this.emitFile({ type: "chunk", id: connect, name: "analytics-connect" });
    },
    generateBundle() {
      if (this.environment.name === "client" && reference)
        url = `${this.environment.config.base}${this.getFileName(reference)}`;
    },
    load(id) {
      if (id !== urlModule || this.environment.name === "client") return null;
      if (!url) this.error("the browser's build must come first: the server's names its analytics chunk");
      return `export default ${JSON.stringify(url)};`;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), analyticsConnectChunk()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Every asset gets its own hashed, immutable URL instead of being inlined into JS.
    assetsInlineLimit: 0,
    // React Router builds the client and the server from this one configuration, so the server build
    // is split the same way; nothing downloads its chunks, and how it is split costs nothing.
    rolldownOptions: { output: { codeSplitting: clientChunks() } },
  },
  environments: {
    ssr: {
      // The server build starts from the site's server, which imports the router's build (server/app.ts).
      build: { rolldownOptions: { input: "./server/app.ts" } },
      // Bundled rather than loaded from node_modules: Node reads drizzle-orm's 180 kB package.json
      // for each of its hundred modules, a second of CPU at every start of the server.
      resolve: { noExternal: ["drizzle-orm"] },
    },
  },
});
