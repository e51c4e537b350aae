import { describe, expect, it } from "vitest";
import { clickIdParams } from "~/leads/shared/first-touch-wire";
import { collectedLines } from "../../tests/support/collected-log";
import {
  isMaskedName,
  loggablePath,
  loggableQuery,
  loggableUrl,
  redactUrl,
  withoutQueries,
} from "./logger-redact.server";
import { createLogger } from "./logger.server";

const SECRET = "S3cr3tValue0123";

describe("redactUrl", () => {
  it.each([
    ["https://cms:Pa55w0rd@cms.example/", "https://cms.example/"],
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

  it("hides a value that is no URL", () => {
    expect(redactUrl("Pa55w0rd not a url")).toBe("***");
  });
});

describe("isMaskedName", () => {
  it.each([
    "secret",
    "%53%45%43%52%45%54",
    "%252573ecret",
    "ſecret",
    "apiKey",
    "passwd",
    "pwd",
    "auth",
    "signature",
    "session",
    "jwt",
  ])("%s is a credential, in any escaping, case or compatibility form", (name) => {
    expect(isMaskedName(name)).toBe(true);
  });

  it.each(["type", "id", "page", "preview", "path", "format", "form", "utm_source", "include"])(
    "%s is not",
    (name) => {
      expect(isMaskedName(name)).toBe(false);
    },
  );

  it.each([...clickIdParams, "GCLID", "%67clid", "dclid"])("%s is an ad click id, shown masked", (name) => {
    expect(isMaskedName(name)).toBe(true);
  });
});

describe("loggableUrl", () => {
  it("keeps a campaign's utm tags and masks the value of every ad click id", () => {
    expect(loggableUrl("/PRIZM?utm_source=newsletter&gclid=abc123&msclkid=def456&fbclid=ghi789")).toBe(
      "/PRIZM?utm_source=newsletter&gclid=***&msclkid=***&fbclid=***",
    );
    expect(loggableUrl("/?next=%2FPRIZM%3Fgclid%3Dabc123")).toBe("/?next=***");
  });

  it("keeps the path and the harmless parameters, masks the credential", () => {
    expect(loggableUrl(`/api/preview?secret=${SECRET}&type=blog&id=doc1`)).toBe(
      "/api/preview?secret=***&type=blog&id=doc1",
    );
    expect(loggableUrl("/blogs?page=2")).toBe("/blogs?page=2");
    expect(loggableUrl("/our-team")).toBe("/our-team");
    expect(loggableUrl("/our-team?")).toBe("/our-team");
  });

  // Where a value may hide in a query (the name's spellings: isMaskedName above; a query that does not
  // parse or is too large: dropped whole, below).
  it.each([
    `secret%3D${SECRET}`,
    `secret=x&secret=${SECRET}`,
    `secret[]=${SECRET}`,
    `type=blog;secret=${SECRET}`,
    `type=blog%26secret%3D${SECRET}`,
    `next=%2Fapi%2Fpreview%3Fsecret%3D${SECRET}`,
    `next=/api/preview?secret=${SECRET}`,
    `type=blog#&secret=${SECRET}`,
    `secret=${encodeURIComponent(`${SECRET}&more`)}`,
  ])("never shows the secret of ?%s", (query) => {
    const shown = loggableUrl(`/api/preview?${query}`);
    expect(shown).not.toContain(SECRET);
    expect(shown.startsWith("/api/preview?")).toBe(true);
  });

  it("hides a secret assigned inside the path", () => {
    for (const path of [
      `/api/preview%3Fsecret=${SECRET}`,
      `/api/preview%253Fsecret%253D${SECRET}/more`,
      `/x/token:${SECRET}`,
    ]) {
      const shown = loggableUrl(path);
      expect(shown, path).not.toContain(SECRET);
      expect(shown.endsWith("/***")).toBe(true);
    }
    expect(loggablePath("/blogs/doc1/a-title")).toBe("/blogs/doc1/a-title");
  });

  it("drops a query that does not parse or is too large, never printing it raw", () => {
    expect(loggableQuery("a=100%")).toBeUndefined();
    expect(loggableQuery("a=%E0%A4%A")).toBeUndefined();
    expect(loggableQuery("a=1&".repeat(40))).toBeUndefined();
    expect(loggableQuery(`a=${"x".repeat(1100)}`)).toBeUndefined();
    expect(loggableUrl("/blogs?a=100%")).toBe("/blogs?(query not logged)");
  });

  it("shows no query at all when told (a failed answer)", () => {
    expect(loggableUrl("/blogs?page=2", { withQuery: false })).toBe("/blogs?(query not logged)");
    expect(loggableUrl("/blogs", { withQuery: false })).toBe("/blogs");
  });

  it("cuts a long path short, still masking a secret assignment that the cut leaves whole", () => {
    expect(loggableUrl(`/${"a".repeat(1000)}`)).toHaveLength(301);
    expect(loggablePath(`/api/preview%3Fsecret=${SECRET}${"x".repeat(20_000)}`)).toBe("/api/***…");
  });
});

describe("the logger's redaction", () => {
  /** The one line `write` logs through the process's logger setup. */
  function logged(write: (logger: ReturnType<typeof createLogger>) => void): Record<string, unknown> {
    const { lines, sink } = collectedLines();
    write(createLogger(sink));
    expect(lines).toHaveLength(1);
    return lines[0] ?? {};
  }

  it("keeps an error's type, message and fields but no query they quote, at any depth", () => {
    const cause = new Error(`upstream said no to /api/preview?secret=${SECRET}`);
    const error = Object.assign(new TypeError("Invalid URL", { cause }), {
      code: "ERR_INVALID_URL",
      input: `http://exa mple/api/preview?page=7&%73ecret=${SECRET}`,
      detail: { urls: [`/x?token=${SECRET}`] },
    });
    const line = logged((logger) => logger.error({ err: error }, "failed"));
    expect(JSON.stringify(line)).not.toContain(SECRET);
    expect(line.err).toMatchObject({
      type: "TypeError",
      message: "Invalid URL: upstream said no to /api/preview?(query not logged)",
      code: "ERR_INVALID_URL",
      input: "http://exa mple/api/preview?(query not logged)",
      detail: { urls: ["/x?(query not logged)"] },
    });
  });

  it("passes what is no error through, and leaves prose alone", () => {
    expect(logged((logger) => logger.error({ err: "plain" }, "failed")).err).toBe("plain");
    expect(logged((logger) => logger.error({ err: `thrown /a?secret=${SECRET}` }, "failed")).err).toBe(
      "thrown /a?(query not logged)",
    );
    expect(withoutQueries("Is it up? It is.")).toBe("Is it up? It is.");
    expect(withoutQueries('POST "/a?b=c" refused')).toBe('POST "/a?(query not logged)" refused');
  });

  it("masks credentials by name and a configured URL's user, password and query", () => {
    const line = logged((logger) =>
      logger.info(
        {
          url: `https://cms:${SECRET}@cms.example/api?token=${SECRET}`,
          req: {
            headers: { authorization: `Bearer ${SECRET}`, cookie: `np_staff=${SECRET}`, accept: "*/*" },
          },
          password: SECRET,
          token: SECRET,
        },
        "configured",
      ),
    );
    expect(JSON.stringify(line)).not.toContain(SECRET);
    expect(line).toMatchObject({
      url: "https://cms.example/api?***",
      req: { headers: { authorization: "***", cookie: "***", accept: "*/*" } },
      password: "***",
      token: "***",
    });
    expect(logged((logger) => logger.info({ port: 1 }, "no url"))).not.toHaveProperty("url");
  });
});
