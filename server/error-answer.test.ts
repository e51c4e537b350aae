import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { collectedLines } from "../tests/support/collected-log";
import { createLogger } from "../app/lib/logger.server";
import { errorAnswer } from "./error-answer";
import { serveForTest, type TestServer } from "../tests/support/test-server";

const SECRET = "pr3view-s3cret";

describe("errorAnswer", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("logs a server error with its path but no query, a client error with its query masked", async () => {
    const { lines, sink } = collectedLines();
    const app = express();
    // Quoting the URL as Node's invalid-URL error does; rejected, as the site's async handlers reject.
    app.get("/broken", async (req) => {
      throw Object.assign(new TypeError(`cannot read ${req.originalUrl}`), {
        input: `http://x${req.originalUrl}`,
      });
    });
    app.get("/refused", () => {
      throw Object.assign(new Error("bad request"), { status: 400 });
    });
    app.use(errorAnswer(createLogger(sink)));
    server = await serveForTest(app);

    const broken = await fetch(`${server.url}/broken?page=1&%73ecret=${SECRET}`);
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe("Internal Server Error");
    const refused = await fetch(`${server.url}/refused?SECRET=${SECRET}&page=1`);
    expect(refused.status).toBe(400);

    await expect.poll(() => lines.length).toBe(2);
    expect(lines[0]).toMatchObject({
      msg: "unhandled request error",
      path: "/broken?(query not logged)",
      // How the error's own text is kept from the query: app/lib/logger-redact.server.test.ts.
      err: { type: "TypeError" },
    });
    expect(lines[1]).toMatchObject({
      msg: "request refused",
      path: "/refused?secret=***&page=1",
      status: 400,
    });
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });
});
