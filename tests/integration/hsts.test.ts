import { afterEach, describe, expect, it } from "vitest";
import { checkedFetch } from "../support/checked-fetch";
import { type RunningServer, startServer } from "../support/server-process";

/** HSTS from the real server on memory-served and rendered pages; the policy itself is unit-tested. */

const HTTPS = { PUBLIC_URL: "https://www.northpeak.example" };
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function policiesOf(url: string): Promise<(string | null)[]> {
  const paths = ["/", "/our-team", "/no-such-page", "/blogs", "/api/captcha"];
  return Promise.all(
    paths.map(async (path) => (await checkedFetch(`${url}${path}`)).headers.get("strict-transport-security")),
  );
}

describe("HSTS", () => {
  it("adds subdomains and preload when the operator asks for them, on every kind of answer", async () => {
    server = await startServer({
      ...HTTPS,
      DATA_DIR: "data/it-hsts",
      HSTS_INCLUDE_SUBDOMAINS: "true",
      HSTS_PRELOAD: "true",
    });
    expect(new Set(await policiesOf(server.url))).toEqual(
      new Set(["max-age=63072000; includeSubDomains; preload"]),
    );
  }, 90_000);
});
