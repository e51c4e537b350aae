// The node flags and environment `npm run serve` starts the production server with, read from
// package.json, so that every other place that starts the compiled server (the browser journeys, the
// integration tests, bench/memory.mjs) runs it exactly as production does.
import { readFileSync } from "node:fs";

const packageJson = new URL("../package.json", import.meta.url);
const serve = JSON.parse(readFileSync(packageJson, "utf8")).scripts.serve;

/** For example `["--enable-source-maps", "--max-semi-space-size=2"]`. */
export const serveNodeFlags = (serve.match(/ node ((?:--\S+ )*)/)?.[1] ?? "").split(" ").filter(Boolean);

/**
 * The variables the script sets before `node` other than NODE_ENV (which each caller sets itself),
 * for example `{ MALLOC_ARENA_MAX: "2" }`: some must be in place when the process starts.
 */
export const serveEnv = Object.fromEntries(
  [...(serve.match(/^((?:\w+=\S+ )*)node /)?.[1] ?? "").matchAll(/(\w+)=(\S+) /g)]
    .map((assignment) => [assignment[1], assignment[2]])
    .filter(([name]) => name !== "NODE_ENV"),
);
