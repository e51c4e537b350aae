import type { Express } from "express";

export type TestServer = { url: string; close: () => Promise<void> };

/** Serves an Express app on 127.0.0.1 at a free port, for tests that make real requests to it. */
export async function serveForTest(app: Express): Promise<TestServer> {
  const server = await new Promise<ReturnType<Express["listen"]>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the test server has no TCP port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
