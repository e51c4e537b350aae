/**
 * URL of the ./connect.ts chunk, set by the build (analyticsConnectChunk in vite.config.ts) or the
 * dev server. Empty in unit tests; never read in the browser.
 */
const connectUrl: string = "";
export default connectUrl;
