// The production server as one JavaScript file, `$BUILD_DIR/node/index.js`, started with plain
// `node`: server/*.ts and the app modules it shares are bundled (tsconfig's `~/` paths resolved),
// packages stay in node_modules. `react-router build` makes the rest of the build beside it.
import path from "node:path";
import { build } from "esbuild";

const outfile = path.resolve(process.env.BUILD_DIR ?? "build", "node", "index.js");

await build({
  entryPoints: ["server/index.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
