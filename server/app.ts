/**
 * The server build's input: the router's build and the server in one module graph, so both use the
 * same database client and metrics. `react-router build` prerenders from this file as from its own.
 */
export * from "virtual:react-router/server-build";
export { developmentApp, startSite } from "./start";
