import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

export type TestServer = { url: string; close: () => Promise<void> };

/** Serves `handler` (an Express app too) on 127.0.0.1 at `port` or a free one, for real requests; `close` drops open connections. */
export async function serveForTest(handler: RequestListener, port = 0): Promise<TestServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
