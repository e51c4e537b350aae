/** The node flags `npm run serve` starts the production server with (scripts/serve-flags.mjs). */
export declare const serveNodeFlags: readonly string[];
/** The variables `npm run serve` sets before node, other than NODE_ENV (scripts/serve-flags.mjs). */
export declare const serveEnv: Readonly<Record<string, string>>;
