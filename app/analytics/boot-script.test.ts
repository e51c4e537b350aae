import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { analyticsBootScript } from "./boot-script";
import { LEAD_SENT_EVENT } from "./lead-event";

type Inserted = {
  src?: string;
  attributes: Record<string, string>;
  setAttribute: (name: string, value: string) => void;
  onload?: () => void;
};
type Call = [event: string, options: { u: string; props?: Record<string, string> }];

/** A page at `href` running the boot script with Plausible; `calls` are the calls the provider got. */
function pageWithBootScript(href: string) {
  const calls: Call[] = [];
  const windowListeners: Record<string, (() => void)[]> = {};
  const documentListeners: Record<string, ((event: { detail: unknown }) => void)[]> = {};
  const inserted: Inserted[] = [];
  const location = new URL(href);
  const history = {
    pushState: (_state: unknown, _title: string, url: string) => {
      location.href = new URL(url, location.href).href;
    },
  };
  const element = (): Inserted => {
    const attributes: Record<string, string> = {};
    return {
      attributes,
      setAttribute: (name, value) => {
        attributes[name] = value;
      },
    };
  };
  const listen =
    <T>(listeners: Record<string, T[]>) =>
    (type: string, listener: T) => {
      listeners[type] = [...(listeners[type] ?? []), listener];
    };
  runInNewContext(analyticsBootScript("plausible https://plausible.example www.example.com"), {
    window: {},
    document: {
      head: { appendChild: (child: Inserted) => inserted.push(child) },
      createElement: element,
      querySelector: () => null,
      addEventListener: listen(documentListeners),
    },
    addEventListener: listen(windowListeners),
    setTimeout: (callback: () => void) => callback(),
    location,
    history,
    URL,
    plausible: (...call: Call) => calls.push(call),
  });
  return {
    calls,
    script: () => inserted[0],
    load: () => {
      for (const listener of windowListeners.load ?? []) listener();
    },
    providerRan: () => inserted[0]?.onload?.(),
    navigate: (url: string) => history.pushState(null, "", url),
    leadSent: (form: string) => {
      for (const listener of documentListeners[LEAD_SENT_EVENT] ?? []) listener({ detail: form });
    },
  };
}

/** The page views a page at `href` reports, then as the router opens each of `navigations`. */
function pageViews(href: string, navigations: string[] = []): string[] {
  const page = pageWithBootScript(href);
  page.load();
  // No page view until the provider's script has run.
  expect(page.calls).toEqual([]);
  page.providerRan();
  for (const url of navigations) page.navigate(url);
  return page.calls.map(([event, { u }]) => {
    expect(event).toBe("pageview");
    return u;
  });
}

describe("what the boot script reports to the provider", () => {
  it("loads Plausible's manual script, which counts no page view by itself, after the page's load", () => {
    const page = pageWithBootScript("https://site.example/");
    expect(page.script()).toBeUndefined();
    page.load();
    expect(page.script()?.src).toBe("https://plausible.example/js/script.manual.js");
    expect(page.script()?.attributes).toEqual({ "data-domain": "www.example.com" });
  });

  it.each([
    [
      "https://site.example/Contact-us?gclid=G1&utm_source=news&msclkid=M1&fbclid=F1&utm_medium=email#form",
      "https://site.example/Contact-us?utm_source=news&utm_medium=email#form",
    ],
    ["https://site.example/PRIZM?fbclid=F1", "https://site.example/PRIZM"],
    // Without a click id the address is as it was, its query not written anew.
    [
      "https://site.example/blogs?q=two%20words&utm_campaign=q4",
      "https://site.example/blogs?q=two%20words&utm_campaign=q4",
    ],
  ])("reports the page view of %s as %s", (href, reported) => {
    expect(pageViews(href)).toEqual([reported]);
  });

  it("reports each page the router opens once, cleaned the same way, and not a move within a page", () => {
    expect(
      pageViews("https://site.example/?gclid=G1", [
        "/our-team",
        "/our-team#leadership",
        "/our-team?tab=2",
        "/PRIZM?msclkid=M1&utm_source=ad",
      ]),
    ).toEqual([
      "https://site.example/",
      "https://site.example/our-team",
      "https://site.example/PRIZM?utm_source=ad",
    ]);
  });

  it("reports a lead as one event naming the form, at the page's cleaned address, holding one sent early", () => {
    const page = pageWithBootScript("https://site.example/Contact-us?gclid=G1&utm_source=news");
    page.load();
    page.leadSent("contact");
    expect(page.calls).toEqual([]);
    page.providerRan();
    page.leadSent("demo");
    const lead = (form: string): Call => [
      "Lead",
      { u: "https://site.example/Contact-us?utm_source=news", props: { form } },
    ];
    expect(page.calls).toEqual([
      ["pageview", { u: "https://site.example/Contact-us?utm_source=news" }],
      lead("contact"),
      lead("demo"),
    ]);
  });
});
