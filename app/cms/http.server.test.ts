import { describe, expect, it } from "vitest";
import { jsonError, jsonWithEtag } from "./http.server";

describe("jsonWithEtag", () => {
  const list = [{ id: 1 }];
  it("answers JSON with a strong ETag and Cache-Control", async () => {
    const response = jsonWithEtag(new Request("http://x/"), { data: list });
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("Cache-Control")).toContain("max-age=60");
    expect(await response.json()).toEqual({ data: [{ id: 1 }] });
  });
  it("answers 304 for a matching If-None-Match", () => {
    const etag = jsonWithEtag(new Request("http://x/"), { data: list }).headers.get("ETag")!;
    const ask = (tag: string) =>
      jsonWithEtag(new Request("http://x/", { headers: { "If-None-Match": tag } }), { data: list });
    expect(ask(etag).status).toBe(304);
    expect(ask('"nope"').status).toBe(200);
  });
  it("changes the ETag when the list changes", () => {
    const a = jsonWithEtag(new Request("http://x/"), { data: 1 }).headers.get("ETag");
    const b = jsonWithEtag(new Request("http://x/"), { data: 2 }).headers.get("ETag");
    expect(a).not.toBe(b);
  });
});

describe("jsonError", () => {
  it("uses Strapi's error shape and is not cached", async () => {
    const response = jsonError(404, "NotFoundError", "Not Found");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      data: null,
      error: { status: 404, name: "NotFoundError", message: "Not Found" },
    });
  });
});
