import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { EMBED_PLAYER_HOSTS } from "../app/cms/embed-hosts.server";
import { parseEnv } from "../app/env.server";
import { noIndexHeaderPair, securityHeaderList, setHeaders } from "../app/http/security-headers.server";
import { cspDirectives, nonceCsp } from "./csp";
import { serveForTest, type TestServer } from "../tests/support/test-server";

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** The directives of the policy under this environment. */
const directivesUnder = (source: Record<string, string>, options = {}) =>
  cspDirectives(parseEnv(source), options);
/** The headers of the security middleware list under this environment, by name. */
const headerListUnder = (source: Record<string, string>) =>
  Object.fromEntries(securityHeaderList(parseEnv(source)));

const RECAPTCHA = {
  CAPTCHA_PROVIDER: "recaptcha",
  RECAPTCHA_SITE_KEY: "site",
  RECAPTCHA_SECRET_KEY: "secret",
};
const PLAYERS = EMBED_PLAYER_HOSTS.map((host) => `https://${host}`);

describe("security headers", () => {
  it("reach a response with a fresh nonce in its policy", async () => {
    const app = express();
    const env = parseEnv({ ALLOW_INDEXING: "false" });
    app.use(setHeaders([...securityHeaderList(env), noIndexHeaderPair(env)!]), nonceCsp(env));
    app.get("/", (_req, res) => {
      res.send("ok");
    });
    const server = await serveForTest(app);
    servers.push(server);
    const policies = [];
    for (const _ of [1, 2]) {
      const headers = (await fetch(server.url)).headers;
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
      policies.push(headers.get("content-security-policy") ?? "");
    }
    expect(policies[0]).toMatch(/script-src 'self' 'nonce-[\w+/=]{24}';/);
    expect(policies[1]).not.toBe(policies[0]);
    expect(policies[0]).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("send HSTS for this host alone when PUBLIC_URL is https, unless subdomains and preload are asked for", () => {
    const https = { PUBLIC_URL: "https://www.northpeak.example" };
    const hsts = (source: Record<string, string>) =>
      headerListUnder({ ...https, ...source })["Strict-Transport-Security"];
    expect(hsts({})).toBe("max-age=63072000");
    expect(directivesUnder(https)["upgrade-insecure-requests"]).toEqual([]);
    expect(hsts({ HSTS_INCLUDE_SUBDOMAINS: "true", HSTS_MAX_AGE: "600" })).toBe(
      "max-age=600; includeSubDomains",
    );
    expect(hsts({ HSTS_INCLUDE_SUBDOMAINS: "true", HSTS_PRELOAD: "true" })).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
  });

  it("send no HSTS when PUBLIC_URL is http", () => {
    const http = { PUBLIC_URL: "http://staging.northpeak.example" };
    expect(headerListUnder(http)["Strict-Transport-Security"]).toBeUndefined();
    expect(directivesUnder(http)["upgrade-insecure-requests"]).toBeUndefined();
  });

  it("keep pages to themselves: no framing, no sniffing, no cross-origin openers or embedders", () => {
    expect(headerListUnder({})).toEqual({
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Origin-Agent-Cluster": "?1",
      "Referrer-Policy": "strict-origin",
      "X-Content-Type-Options": "nosniff",
      "X-DNS-Prefetch-Control": "off",
      "X-Download-Options": "noopen",
      "X-Frame-Options": "DENY",
      "X-Permitted-Cross-Domain-Policies": "none",
      "X-XSS-Protection": "0",
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

  // With ALLOW_INDEXING=false they say noindex, nofollow: the first test above.
  it("say nothing of indexing by default", () => {
    expect(noIndexHeaderPair(parseEnv({}))).toBeUndefined();
  });
});

describe("the policy", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("allows nothing by default, and names every kind of resource the pages load, each from our origin", () => {
    const directives = directivesUnder({});
    expect(directives["default-src"]).toEqual(["'none'"]);
    expect(directives["script-src"]).toEqual(["'self'"]);
    for (const name of ["img-src", "media-src", "font-src", "connect-src", "manifest-src", "worker-src"]) {
      expect(directives[name], name).toContain("'self'");
    }
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["form-action"]).toEqual(["'self'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("frames exactly the video players the sanitizer keeps, and reCAPTCHA's frames only when it is on", () => {
    expect(directivesUnder({})["frame-src"]?.sort()).toEqual(PLAYERS.sort());
    expect(directivesUnder(RECAPTCHA)["frame-src"]?.sort()).toEqual(
      [...PLAYERS, "https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"].sort(),
    );
  });

  it("allows exactly the style blocks it is given, by the hash of their text", () => {
    const inlineStyles = [".a{color:red}", ".b{width:1px}"];
    expect(directivesUnder({}, { inlineStyles })["style-src"]).toEqual([
      "'self'",
      sha256(".a{color:red}"),
      sha256(".b{width:1px}"),
    ]);
    expect(directivesUnder({})["style-src"]).toEqual(["'self'"]);
  });

  it("loosens styles only for reCAPTCHA, whose widget writes style attributes, and under Vite's dev server", () => {
    expect(directivesUnder(RECAPTCHA)["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directivesUnder({}, { viteDevServer: true })["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

const STRAPI = { CONTENT_SOURCE: "strapi", STRAPI_URL: "https://cms.northpeak.example/" };

describe("img-src", () => {
  it.each([
    [{}, []],
    [STRAPI, ["https://cms.northpeak.example"]],
    [
      {
        ...STRAPI,
        STRAPI_MEDIA_ORIGINS:
          "https://northpeak-media.s3.eu-west-1.amazonaws.com, https://res.cloudinary.com/",
      },
      [
        "https://cms.northpeak.example",
        "https://northpeak-media.s3.eu-west-1.amazonaws.com",
        "https://res.cloudinary.com",
      ],
    ],
    // An origin once when a media origin is Strapi's own.
    [{ ...STRAPI, STRAPI_MEDIA_ORIGINS: "https://cms.northpeak.example" }, ["https://cms.northpeak.example"]],
    // The local source serves no Strapi media.
    [{ STRAPI_MEDIA_ORIGINS: "https://res.cloudinary.com" }, []],
  ])("under %j adds %j to our own images and data: URLs, and widens nothing else", (source, origins) => {
    const directives = directivesUnder(source);
    expect(directives["img-src"]).toEqual(["'self'", "data:", ...origins]);
    expect({ ...directives, "img-src": [] }).toEqual({ ...directivesUnder({}), "img-src": [] });
  });
});

describe("an analytics provider", () => {
  it.each([
    [
      {
        ANALYTICS_PROVIDER: "plausible",
        ANALYTICS_ORIGIN: "https://Plausible.Example.com/",
        ANALYTICS_SITE_ID: "www.northpeak.example",
      },
      "https://plausible.example.com",
    ],
    [
      {
        ANALYTICS_PROVIDER: "umami",
        ANALYTICS_ORIGIN: "https://stats.northpeak.example:8443",
        ANALYTICS_SITE_ID: "0f0e0d0c-0b0a-4908-8706-050403020100",
      },
      "https://stats.northpeak.example:8443",
    ],
    // None: the policy as it was, whatever origin is left in the environment.
    [{ ANALYTICS_PROVIDER: "none", ANALYTICS_ORIGIN: "https://umami.example" }, undefined],
  ])("%j adds exactly its origin to script-src and connect-src, and to nothing else", (source, origin) => {
    const plain = directivesUnder({});
    const widened = directivesUnder(source);
    const added = origin ? [origin] : [];
    expect(widened["script-src"]).toEqual(["'self'", ...added]);
    expect(widened["connect-src"]).toEqual(["'self'", ...added]);
    expect({ ...widened, "script-src": [], "connect-src": [] }).toEqual({
      ...plain,
      "script-src": [],
      "connect-src": [],
    });
  });
});
