/** checkedFetch against a real self-describing server: described answers checked, others passed through. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedFetch } from "./checked-fetch";
import { send } from "./front-checks";

const greeting = {
  description: "A greeting.",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["hello"],
        properties: { hello: { type: "string" } },
      },
    },
  },
};

const description = {
  openapi: "3.1.1",
  info: { title: "A stand-in", version: "1" },
  paths: {
    "/api/greeting": { get: { responses: { "200": greeting } } },
    "/api/away": { get: { responses: { "303": { description: "Elsewhere." } } } },
  },
};

/** What the stand-in answers, by method and path. */
type StandInAnswer = [number, Record<string, string>, string | Buffer];
const answers: Record<string, StandInAnswer> = {
  "GET /api/openapi.json": [200, { "Content-Type": "application/json" }, JSON.stringify(description)],
  "GET /api/greeting": [200, { "Content-Type": "application/json" }, '{"hello":"there"}'],
  "PUT /api/greeting": [405, { "Content-Type": "text/plain" }, "no"],
  "GET /api/away": [303, { Location: "/page" }, ""],
  "GET /page": [200, { "Content-Type": "text/html" }, "<p>a page</p>"],
  "HEAD /page": [200, { "Content-Type": "text/html", "Content-Encoding": "gzip" }, ""],
};

let server: Server;
let base: string;
/** The next answer to GET /api/greeting, if not the described one. */
let greetingOverride: StandInAnswer | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    const key = `${request.method} ${request.url}`;
    const [status, headers, body] = (key === "GET /api/greeting" ? greetingOverride : undefined) ??
      answers[key] ?? [404, { "Content-Type": "text/plain" }, "none"];
    response.writeHead(status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("checkedFetch", () => {
  it("checks a described call's answer and leaves its body to the caller", async () => {
    const response = await checkedFetch(`${base}/api/greeting`);
    expect(await response.json()).toEqual({ hello: "there" });
  });

  it("throws, naming the call, when the answer is not what the description allows", async () => {
    greetingOverride = [200, { "Content-Type": "application/json" }, '{"hello":1}'];
    await expect(checkedFetch(`${base}/api/greeting`)).rejects.toThrow(
      "GET /api/greeting → 200 (/api/greeting): body: /hello must be string",
    );
    greetingOverride = [500, { "Content-Type": "text/plain" }, "broken"];
    await expect(checkedFetch(`${base}/api/greeting`)).rejects.toThrow(
      "GET /api/greeting → 500: status not described (described: 200)",
    );
    greetingOverride = undefined;
  });

  it("lets through what the description does not describe: a path, a method, a followed redirect", async () => {
    expect((await checkedFetch(`${base}/elsewhere`)).status).toBe(404);
    expect((await checkedFetch(`${base}/api/greeting`, { method: "PUT" })).status).toBe(405);
    // Followed, the answer is the page's; asked not to follow, the redirect itself is checked.
    expect((await checkedFetch(`${base}/api/away`)).status).toBe(200);
    expect((await checkedFetch(`${base}/api/away`, { redirect: "manual" })).status).toBe(303);
  });
});

describe("send (the front's raw requests)", () => {
  it("checks a compressed answer by what it says, and hands back the bytes as sent", async () => {
    const compressed = brotliCompressSync('{"hello":"there"}');
    greetingOverride = [200, { "Content-Type": "application/json", "Content-Encoding": "br" }, compressed];
    try {
      const answer = await send(`${base}/api/greeting`, { headers: { "Accept-Encoding": "br" } });
      expect(answer.body.equals(compressed)).toBe(true);
      greetingOverride = [
        200,
        { "Content-Type": "application/json", "Content-Encoding": "br" },
        brotliCompressSync('{"hello":1}'),
      ];
      await expect(send(`${base}/api/greeting`)).rejects.toThrow("body: /hello must be string");
    } finally {
      greetingOverride = undefined;
    }
  });

  it("takes an answer that names its encoding but has no body (HEAD, 204, 304)", async () => {
    const answer = await send(`${base}/page`, { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });
});
