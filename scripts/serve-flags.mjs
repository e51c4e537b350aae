// The node flags `npm run serve` starts the production server with, read from package.json, so that
// every other place that starts the compiled server (the browser journeys, the integration tests,
// bench/memory.mjs) runs it exactly as production does.
import { readFileSync } from "node:fs";

const packageJson = new URL("../package.json", import.meta.url);
const serve = JSON.parse(readFileSync(packageJson, "utf8")).scripts.serve;

/** For example `["--enable-source-maps", "--max-semi-space-size=2"]`. */
export const serveNodeFlags = (serve.match(/ node ((?:--\S+ )*)/)?.[1] ?? "").split(" ").filter(Boolean);
