/**
 * The launcher (build/node/index.js; `npm run dev` runs it through tsx): it imports nothing of the
 * site but the environment's rules, so a bad setting is one line before any of the site loads.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EnvError, parseEnv } from "../app/env.server";

type SiteEntry = Pick<typeof import("./app"), "startSite" | "developmentApp">;

function isSiteEntry(module: unknown): module is SiteEntry {
  return (
    typeof module === "object" &&
    module !== null &&
    "startSite" in module &&
    typeof module.startSite === "function" &&
    "developmentApp" in module &&
    typeof module.developmentApp === "function"
  );
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

try {
  parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  stop(error.message);
}

if (process.argv.includes("--dev")) {
  // Vite compiles the server build's entry on the fly; each request goes to its latest copy.
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const latestSite = async () => {
    const site: unknown = await devServer.ssrLoadModule("/server/app.ts");
    if (!isSiteEntry(site)) throw new Error("server/app.ts does not export startSite and developmentApp");
    return site;
  };
  await (await latestSite()).startSite({
    latestApp: async () => (await latestSite()).developmentApp(devServer.middlewares),
  });
} else {
  // Like DATA_DIR, relative to where the server is started (the project folder under `npm start`).
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const entryFile = path.join(buildDir, "server/index.js");
  if (!existsSync(entryFile)) stop(`${entryFile} does not exist: run npm run build first`);
  const site: unknown = await import(pathToFileURL(entryFile).href);
  if (!isSiteEntry(site)) stop(`${entryFile} is not this site's server build: run npm run build`);
  await site.startSite({ buildDir });
}
