/**
 * The import rules of app/: the folders depend on each other in one direction only, so each can be
 * read, moved or replaced without dragging the others along. `npm run check:imports` checks them on
 * every module but the tests (leaves that nothing imports); tests/support/import-graph.test.ts runs
 * it, so `npm test` and CI fail when a rule breaks.
 */

/** A module named for the server (`x.server.ts`, or inside a `.server` folder). */
const SERVER_NAMED = "[.]server([.]|/|$)";

/** Packages that only run on the server: a module importing one is server-only. */
const SERVER_PACKAGES = [
  "@electric-sql/pglite",
  "@react-router/express",
  "@react-router/node",
  "altcha-lib",
  "busboy",
  "compression",
  "drizzle-orm",
  "express",
  "nodemailer",
  "pg",
  "pino",
  "prom-client",
];

/** Modules React Router runs on the server or splits there itself: route modules and the root route. */
const SPLIT_BY_THE_ROUTER = ["^app/routes/", "^app/root[.]tsx$"];

module.exports = {
  forbidden: [
    {
      name: "no-module-cycle",
      // A loop of modules has no order in which it can be loaded; one closed only by types is erased.
      comment: "Modules import each other in a loop.",
      severity: "error",
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ["require"],
        viaOnly: { dependencyTypesNot: ["require"] },
      },
    },
    {
      name: "no-folder-cycle",
      // Two top-level folders that import each other, directly or around a loop, are really one.
      comment: "Top-level folders of app/ import each other in a loop.",
      severity: "error",
      scope: "folder",
      from: { path: "^app/[^/]+/?$" },
      to: { path: "^app/[^/]+/?$", circular: true },
    },
    {
      name: "nothing-imports-routes",
      // The route modules compose everything; nothing else may depend on them.
      comment: "Only route modules import route modules.",
      severity: "error",
      from: { pathNot: "^app/routes/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "lib-is-plain",
      // The small helpers of app/lib know nothing of HTTP, the HTML document or the site's copy.
      comment: "app/lib imports from app/http, app/document or app/site.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/(http|document|site)/" },
    },
    {
      name: "document-knows-no-copy",
      // The HTML document is the same whatever the site says.
      comment: "app/document imports from app/site.",
      severity: "error",
      from: { path: "^app/document/" },
      to: { path: "^app/site/" },
    },
    {
      name: "settings-is-a-leaf",
      // The environment's rules must be readable without loading anything else.
      comment: "app/settings imports another module.",
      severity: "error",
      from: { path: "^app/settings/" },
      to: { path: "^app/", pathNot: "^app/settings/" },
    },
    {
      name: "env-reads-only-leaves",
      // Checking the environment must not load a feature.
      comment: "app/env.server.ts imports from outside app/lib, app/http and app/settings.",
      severity: "error",
      from: { path: "^app/env[.]server[.]ts$" },
      to: { path: "^app/", pathNot: "^app/(lib|http|settings)/" },
    },
    {
      name: "server-code-says-so",
      // `.server` in a name keeps a module out of the browser's bundle, by React Router's own rule.
      comment: "A module that imports a server-only package or a *.server module is not named *.server.",
      severity: "error",
      from: { path: "^app/", pathNot: [SERVER_NAMED, ...SPLIT_BY_THE_ROUTER] },
      to: {
        path: [SERVER_NAMED, `^node_modules/(${SERVER_PACKAGES.join("|")})/`],
        // Type-only imports (read as require(), see .dependency-cruiser.babel.cjs) are erased.
        dependencyTypesNot: ["require"],
      },
    },
    {
      name: "builtins-are-server-code",
      // The same rule for Node's own modules, which have no path to match.
      comment: "A module that imports a Node builtin is not named *.server.",
      severity: "error",
      from: { path: "^app/", pathNot: [SERVER_NAMED, ...SPLIT_BY_THE_ROUTER] },
      to: { dependencyTypes: ["core"], dependencyTypesNot: ["require"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    babelConfig: { fileName: ".dependency-cruiser.babel.cjs" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
