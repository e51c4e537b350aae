/** The node flags `npm run serve` starts the production server with (scripts/serve-flags.mjs). */
export declare const serveNodeFlags: readonly string[];
