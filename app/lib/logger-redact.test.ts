import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger-redact";

describe("redactUrl", () => {
  it.each([
    ["https://cms:Pa55w0rd@cms.example/", "https://cms.example/"],
    ["postgres://leads:Pa55w0rd@db.internal:5432/leads", "postgres://db.internal:5432/leads"],
    ["smtp://user%40mail:Pa55w0rd@mail.internal:587", "smtp://mail.internal:587"],
    ["smtps://apikey@mail.internal", "smtps://mail.internal"],
    ["https://cms.example/api?token=Pa55w0rd", "https://cms.example/api?***"],
  ])("strips the credentials from %s", (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it("keeps a URL without credentials as it is", () => {
    expect(redactUrl("https://cms.example/")).toBe("https://cms.example/");
    expect(redactUrl("http://localhost:1337")).toBe("http://localhost:1337/");
  });

  it("hides a value that is no URL and passes undefined through", () => {
    expect(redactUrl("Pa55w0rd not a url")).toBe("***");
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
