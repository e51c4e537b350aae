import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { startServer } from "../support/site-server.mjs";

/** A second production server from the same build, on a free port, for lifecycle tests. */
function startSecondServer() {
  return startServer({
    buildDir: process.env.BUILD_DIR ?? "build",
    inheritEnv: true,
    // A stable folder: the embedded database is slow to create only the first time.
    env: { DATA_DIR: `./data/e2e-lifecycle-${process.env.E2E_PORT ?? "default"}` },
    timeoutMs: 80_000,
  });
}

test.describe("server lifecycle", () => {
  test("GET /healthz answers ok without caching", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("SIGTERM finishes the in-flight request, then exits 0", async () => {
    test.setTimeout(150_000);
    const { child, port, exited } = await startSecondServer();
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk;
    });
    const ended = new Promise((resolve) => socket.once("close", resolve));
    // The request has started (its first bytes are in) but is not complete when SIGTERM arrives.
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    expect(child.kill("SIGTERM")).toBe(true);
    // A new connection is refused once the server stops listening…
    await expect
      .poll(
        () =>
          new Promise<string>((resolve) => {
            const probe = connect(port, "127.0.0.1");
            probe.once("connect", () => {
              probe.destroy();
              resolve("accepted");
            });
            probe.once("error", () => resolve("refused"));
          }),
      )
      .toBe("refused");
    // …while the one in flight still gets its answer.
    socket.write("\r\n");
    await ended;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(received).toContain('{"status":"ok"}');
    expect(await exited).toBe(0);
  });
});
