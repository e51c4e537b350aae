/**
 * The server build's input (vite.config.ts): React Router's build and the site's server that serves
 * it, in one module graph, so the server reads the routes, the database client and the metrics the
 * pages use, not copies of them. The router's build is re-exported whole because `react-router build`
 * prerenders from this file as it would from its own.
 */
export * from "virtual:react-router/server-build";
export { type DevelopmentServer, developmentApp, type SiteMode, startSite } from "./start";
