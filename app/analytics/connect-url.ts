/**
 * The URL of ./connect.ts as a chunk of the browser's build: the server's build is given it
 * (analyticsConnectChunk in vite.config.ts), the development server's path in development. Empty
 * where nothing was built (unit tests), and never read in the browser.
 */
const connectUrl: string = "";
export default connectUrl;
