import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitize.server";
import { EMBED_PLAYER_HOSTS } from "./embed-hosts.server";

/** A corpus of hostile fragments (OWASP XSS filter evasion cheat sheet, trimmed). */
const xssCorpus = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<img src=javascript:alert(1)>",
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<body onload=alert(1)>",
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<form action="https://evil.example"><input name=q></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  "<<script>script>alert(1)//<</script>/script>",
  '<a href="//evil.example">x</a>',
  '<base href="https://evil.example/">',
  '<details open ontoggle="alert(1)">',
  '<video><source onerror="alert(1)"></video>',
];

describe("sanitizeContentHtml against an XSS corpus", () => {
  it.each(xssCorpus)("neutralises %s", (input) => {
    const output = sanitizeContentHtml(input);
    expect(output).not.toMatch(/<script/i);
    expect(output).not.toMatch(/\son[a-z]+\s*=/i);
    expect(output).not.toMatch(/javascript:/i);
    expect(output).not.toMatch(/data:text/i);
    expect(output).not.toMatch(
      /<(iframe|object|embed|form|input|meta|link|style|base|svg|math|body|video)\b/i,
    );
    expect(output).not.toMatch(/href="\/\//);
  });

  it("keeps ordinary rich text", () => {
    const html =
      '<h2>Heading</h2><p>Some <strong>bold</strong> and <em>em</em> <a href="/blogs">link</a>.</p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it.each(EMBED_PLAYER_HOSTS)("keeps an https player from %s, which the CSP's frame-src allows", (host) => {
    expect(sanitizeContentHtml(`<iframe src="https://${host}/embed/abc"></iframe>`)).toContain(
      `<iframe src="https://${host}/embed/abc">`,
    );
  });

  it.each([
    "http://www.youtube.com/embed/abc",
    "//www.youtube.com/embed/abc",
    "https://youtube.com.evil.example/embed/abc",
    "https://vimeo.com/123",
  ])("removes an iframe from %s, which the CSP would block or never allow", (src) => {
    expect(sanitizeContentHtml(`<p>a</p><iframe src="${src}"></iframe>`)).toBe("<p>a</p>");
  });

  it("resolves relative media and media links against the source origin, keeps the site's own paths, opens external links safely", () => {
    const html = '<img src="/uploads/a.png"><a href="/uploads/b.pdf">b</a><a href="/Contact-us">c</a>';
    const out = sanitizeContentHtml(`${html}<a href="https://example.org">x</a>`, {
      baseUrl: "https://cms.example.com",
    });
    expect(out).toContain('src="https://cms.example.com/uploads/a.png"');
    expect(out).toContain('<a href="https://cms.example.com/uploads/b.pdf">b</a><a href="/Contact-us">c</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    const underPath = sanitizeContentHtml('<img src="/uploads/a.png">', { baseUrl: "https://x.example/cms" });
    expect(underPath).toContain('src="https://x.example/cms/uploads/a.png"');
  });
});
