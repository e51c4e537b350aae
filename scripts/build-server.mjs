// The commands an operator runs, as plain JavaScript under `$BUILD_DIR/node/`, started with plain
// `node` and production dependencies only (the image has no TypeScript runner): `index.js`, the
// server's launcher, which checks the environment and starts the server build that `react-router
// build` made (`$BUILD_DIR/server/index.js`, from server/app.ts), and `backup.js` (backup and
// restore), which runs apart from the server and bundles the database modules it needs
// (tsconfig's `~/` paths resolved).
import path from "node:path";
import { build } from "esbuild";
import packageJson from "../package.json" with { type: "json" };

const packages = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });

const outdir = path.resolve(process.env.BUILD_DIR ?? "build", "node");

await build({
  entryPoints: { index: "server/index.ts", backup: "scripts/backup.ts" },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  // Packages stay in node_modules, but for drizzle-orm (as in the server's build: vite.config.ts).
  // Its two drivers' packages (pg, PGlite) then load as the command starts: a tenth of a second.
  external: packages.filter((name) => name !== "drizzle-orm"),
  sourcemap: "linked",
  logLevel: "warning",
});
