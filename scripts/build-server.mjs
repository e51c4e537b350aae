// The production server and the operator commands as plain JavaScript under `$BUILD_DIR/node/`,
// started with plain `node` and production dependencies only (the image has no TypeScript runner):
// `index.js` (the server) and `backup.js` (backup and restore). server/*.ts, scripts/backup.ts and
// the app modules they share are bundled (tsconfig's `~/` paths resolved); packages stay in
// node_modules. `react-router build` makes the rest of the build beside it.
import path from "node:path";
import { build } from "esbuild";

const outdir = path.resolve(process.env.BUILD_DIR ?? "build", "node");

await build({
  entryPoints: { index: "server/index.ts", backup: "scripts/backup.ts" },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
