import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { EMBED_PLAYER_HOSTS } from "../app/cms/embed-hosts.server";
import { parseEnv } from "../app/env.server";
import { noIndexHeader, securityHeaderList, securityHeaders } from "../app/http/security-headers.server";
import { assignNonce, cspDirectives, nonceCsp } from "./csp";
import { serveForTest, type TestServer } from "../tests/support/test-server";

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** The response headers of GET / through the security middleware under this environment. */
async function headersUnder(source: Record<string, string>): Promise<Headers> {
  const app = express();
  const env = parseEnv(source);
  app.use(securityHeaders(env), assignNonce, nonceCsp(env));
  app.get("/", (_req, res) => {
    res.send("ok");
  });
  const server = await serveForTest(app);
  servers.push(server);
  return (await fetch(server.url)).headers;
}

function directive(headers: Headers, name: string): string[] {
  const policy = headers.get("content-security-policy") ?? "";
  const found = policy.split(";").find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

const RECAPTCHA = {
  CAPTCHA_PROVIDER: "recaptcha",
  RECAPTCHA_SITE_KEY: "site",
  RECAPTCHA_SECRET_KEY: "secret",
};

describe("security headers", () => {
  it("send HSTS for this host alone when PUBLIC_URL is https, unless subdomains and preload are asked for", async () => {
    const https = { PUBLIC_URL: "https://www.northpeak.example" };
    const headers = await headersUnder(https);
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000");
    expect(headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const subdomains = await headersUnder({ ...https, HSTS_INCLUDE_SUBDOMAINS: "true", HSTS_MAX_AGE: "600" });
    expect(subdomains.get("strict-transport-security")).toBe("max-age=600; includeSubDomains");
    const preload = await headersUnder({ ...https, HSTS_INCLUDE_SUBDOMAINS: "true", HSTS_PRELOAD: "true" });
    expect(preload.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
  });

  it("keep pages to themselves: no framing, no sniffing, no cross-origin openers or embedders", async () => {
    const headers = await headersUnder({});
    expect(
      Object.fromEntries(
        [...headers].filter(([name]) => !/^(content-|date|connection|keep-alive|etag)/.test(name)),
      ),
    ).toEqual({
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "DENY",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
  });

  it("are the ones the nginx front sends with the files it serves itself", async () => {
    const template = await readFile(new URL("../deploy/nginx.conf.template", import.meta.url), "utf8");
    // The server block's own headers (four spaces in); its locations' (six) are their own answers'.
    const front = [...template.matchAll(/^ {4}add_header ([\w-]+) "([^"]*)" always;$/gm)]
      .map(([, name = "", value = ""]) => [name, value] as const)
      .filter(([name]) => name !== "Content-Security-Policy");
    // HSTS the front writes from the same settings as the app (tests/integration/render-front.test.ts).
    expect(front).toEqual(securityHeaderList(parseEnv({ PUBLIC_URL: "http://www.northpeak.example" })));
  });

  it("send no HSTS when PUBLIC_URL is http", async () => {
    const headers = await headersUnder({ PUBLIC_URL: "http://staging.northpeak.example" });
    expect(headers.get("strict-transport-security")).toBeNull();
    expect(headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("frame exactly the video players the sanitizer keeps", async () => {
    const headers = await headersUnder({});
    expect(directive(headers, "frame-src").sort()).toEqual(
      EMBED_PLAYER_HOSTS.map((h) => `https://${h}`).sort(),
    );
    expect(directive(headers, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("add reCAPTCHA's frames only when that provider is on", async () => {
    const frames = directive(await headersUnder(RECAPTCHA), "frame-src");
    expect(frames).toEqual(expect.arrayContaining(EMBED_PLAYER_HOSTS.map((h) => `https://${h}`)));
    expect(frames).toEqual(
      expect.arrayContaining([
        "https://www.google.com/recaptcha/",
        "https://recaptcha.google.com/recaptcha/",
      ]),
    );
    expect(frames).toHaveLength(EMBED_PLAYER_HOSTS.length + 2);
    expect(directive(await headersUnder({}), "frame-src").join(" ")).not.toContain("google");
  });
});

describe("the policy's strictness", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("allows nothing by default, and nothing inline but by nonce or hash", async () => {
    const headers = await headersUnder({});
    expect(directive(headers, "default-src")).toEqual(["'none'"]);
    const policy = headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(headers, "script-src")).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[\w+/=]{24}'$/),
    ]);
  });

  it("names every kind of resource the pages load, each from our origin", async () => {
    const headers = await headersUnder({});
    for (const name of ["img-src", "media-src", "font-src", "connect-src", "manifest-src", "worker-src"]) {
      expect(directive(headers, name), name).toContain("'self'");
    }
    expect(directive(headers, "object-src")).toEqual(["'none'"]);
    expect(directive(headers, "base-uri")).toEqual(["'self'"]);
    expect(directive(headers, "form-action")).toEqual(["'self'"]);
  });

  it("allows exactly the style blocks it is given, by the hash of their text", async () => {
    const inlineStyles = [".a{color:red}", ".b{width:1px}"];
    expect(cspDirectives(parseEnv({}), { inlineStyles })["style-src"]).toEqual([
      "'self'",
      sha256(".a{color:red}"),
      sha256(".b{width:1px}"),
    ]);
    expect(directive(await headersUnder({}), "style-src")).toEqual(["'self'"]);
  });

  it("loosens styles only for reCAPTCHA, whose widget writes style attributes, and under Vite's dev server", async () => {
    expect(directive(await headersUnder(RECAPTCHA), "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(cspDirectives(parseEnv({}), { viteDevServer: true })["style-src"]).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
    expect(cspDirectives(parseEnv({}))["style-src"]).toEqual(["'self'"]);
  });
});

const STRAPI = { CONTENT_SOURCE: "strapi", STRAPI_URL: "https://cms.northpeak.example/" };

describe("img-src", () => {
  it("allows our own images and data: URLs only, with the local source", async () => {
    expect(directive(await headersUnder({}), "img-src")).toEqual(["'self'", "data:"]);
  });

  it("adds Strapi's origin with the Strapi source", async () => {
    expect(directive(await headersUnder(STRAPI), "img-src")).toEqual([
      "'self'",
      "data:",
      "https://cms.northpeak.example",
    ]);
  });

  it("adds the upload provider's origins of STRAPI_MEDIA_ORIGINS beside Strapi's", async () => {
    const headers = await headersUnder({
      ...STRAPI,
      STRAPI_MEDIA_ORIGINS: "https://northpeak-media.s3.eu-west-1.amazonaws.com, https://res.cloudinary.com/",
    });
    expect(directive(headers, "img-src")).toEqual([
      "'self'",
      "data:",
      "https://cms.northpeak.example",
      "https://northpeak-media.s3.eu-west-1.amazonaws.com",
      "https://res.cloudinary.com",
    ]);
    // Images only: the other directives stay as narrow as without the variable.
    expect(directive(headers, "default-src")).toEqual(["'none'"]);
    expect(directive(headers, "connect-src")).toEqual(["'self'"]);
  });

  it("names an origin once when a media origin is Strapi's own", () => {
    const directives = cspDirectives(
      parseEnv({ ...STRAPI, STRAPI_MEDIA_ORIGINS: "https://cms.northpeak.example" }),
    );
    expect(directives["img-src"]).toEqual(["'self'", "data:", "https://cms.northpeak.example"]);
  });

  it("ignores STRAPI_MEDIA_ORIGINS with the local source, which serves no Strapi media", () => {
    const directives = cspDirectives(parseEnv({ STRAPI_MEDIA_ORIGINS: "https://res.cloudinary.com" }));
    expect(directives["img-src"]).toEqual(["'self'", "data:"]);
  });
});

const PLAUSIBLE = {
  ANALYTICS_PROVIDER: "plausible",
  ANALYTICS_ORIGIN: "https://Plausible.Example.com/",
  ANALYTICS_SITE_ID: "www.northpeak.example",
};

describe("an analytics provider", () => {
  it("adds exactly its origin to script-src and connect-src, and to nothing else", async () => {
    const plain = cspDirectives(parseEnv({}));
    const headers = await headersUnder(PLAUSIBLE);
    expect(directive(headers, "script-src")).toEqual([
      "'self'",
      "https://plausible.example.com",
      expect.stringMatching(/^'nonce-/),
    ]);
    expect(directive(headers, "connect-src")).toEqual(["'self'", "https://plausible.example.com"]);
    const widened = cspDirectives(parseEnv(PLAUSIBLE));
    for (const [name, values] of Object.entries(widened)) {
      if (name !== "script-src" && name !== "connect-src") expect(values, name).toEqual(plain[name]);
    }
  });

  it("leaves the policy as it was when none is set, whatever origin is left in the environment", () => {
    const plain = cspDirectives(parseEnv({}));
    expect(
      cspDirectives(parseEnv({ ANALYTICS_PROVIDER: "none", ANALYTICS_ORIGIN: "https://umami.example" })),
    ).toEqual(plain);
    expect(plain["script-src"]).toEqual(["'self'"]);
    expect(plain["connect-src"]).toEqual(["'self'"]);
  });

  it("names Umami's origin, port included, the same way", () => {
    const directives = cspDirectives(
      parseEnv({
        ANALYTICS_PROVIDER: "umami",
        ANALYTICS_ORIGIN: "https://stats.northpeak.example:8443",
        ANALYTICS_SITE_ID: "0f0e0d0c-0b0a-4908-8706-050403020100",
      }),
    );
    expect(directives["script-src"]).toEqual(["'self'", "https://stats.northpeak.example:8443"]);
    expect(directives["connect-src"]).toEqual(["'self'", "https://stats.northpeak.example:8443"]);
  });
});

describe("X-Robots-Tag", () => {
  async function robotsTagUnder(source: Record<string, string>): Promise<string | null> {
    const app = express();
    const noIndex = noIndexHeader(parseEnv(source));
    if (noIndex) app.use(noIndex);
    app.get("/", (_req, res) => {
      res.send("ok");
    });
    const server = await serveForTest(app);
    servers.push(server);
    return (await fetch(server.url)).headers.get("x-robots-tag");
  }

  it("is absent by default", async () => {
    expect(noIndexHeader(parseEnv({}))).toBeUndefined();
    expect(await robotsTagUnder({ ALLOW_INDEXING: "true" })).toBeNull();
  });

  it("says noindex, nofollow with ALLOW_INDEXING=false", async () => {
    expect(await robotsTagUnder({ ALLOW_INDEXING: "false" })).toBe("noindex, nofollow");
  });
});
