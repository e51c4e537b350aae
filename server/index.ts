/**
 * The launcher (`npm run serve` runs it as build/node/index.js; `npm run dev` through tsx): it checks
 * the environment, then hands over to the server build, where everything else lives (server/app.ts).
 * It imports nothing of the site but the environment's rules, so a bad setting is reported in one
 * line before any of the site loads.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EnvError, parseEnv } from "../app/env.server";

/** What the server build exports for its launcher. */
type SiteEntry = Pick<typeof import("./app"), "startSite">;

function isSiteEntry(module: unknown): module is SiteEntry {
  return (
    typeof module === "object" &&
    module !== null &&
    "startSite" in module &&
    typeof module.startSite === "function"
  );
}

try {
  parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (process.argv.includes("--dev")) {
  // Vite compiles the server build's entry on the fly and keeps the router's build fresh.
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const site: unknown = await devServer.ssrLoadModule("/server/app.ts");
  if (!isSiteEntry(site)) throw new Error("server/app.ts does not export startSite");
  await site.startSite({ middlewares: devServer.middlewares });
} else {
  // Like DATA_DIR, relative to where the server is started (the project folder under `npm start`).
  const entryFile = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
  const site: unknown = await import(pathToFileURL(entryFile).href);
  if (!isSiteEntry(site)) throw new Error(`${entryFile} is not this site's server build: run npm run build`);
  await site.startSite();
}
