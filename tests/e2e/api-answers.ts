/** Every /api answer a journey's browser meets is checked against GET /api/openapi.json; a mismatch fails the test. */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Response,
} from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { NOT_PUBLIC_API_PATHS } from "../support/not-public-api";
import { ApiDescription, type ObservedAnswer } from "../support/openapi-responses";

/** The staff's and editors' calls, which the public description leaves out. */
const NOT_PUBLIC = NOT_PUBLIC_API_PATHS.map((path) => new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`));

/** The API's answers seen by one worker, checked as they come; a test takes the problems of its own. */
export class ApiAnswerWatch {
  private problems: string[] = [];
  private pending: Promise<void>[] = [];
  private readonly watched = new WeakSet<BrowserContext>();
  /** The origins whose every answer under /api/ is the site's API. */
  private readonly sites = new Set([new URL(baseURL).origin]);

  constructor(private readonly description: ApiDescription) {}

  private isApi(method: string, url: string): boolean {
    const { origin, pathname } = new URL(url);
    if (this.sites.has(origin))
      return pathname.startsWith("/api/") && !NOT_PUBLIC.some((p) => p.test(pathname));
    return this.description.describes(method, url);
  }

  private record(answer: Promise<ObservedAnswer | undefined>): void {
    // The account open when the answer came, even if it is read after the next one opened.
    const problems = this.problems;
    this.pending.push(
      answer.then(
        (observed) => {
          if (!observed) return;
          try {
            this.description.check(observed);
          } catch (error) {
            problems.push((error as Error).message);
          }
        },
        () => undefined, // the page or context closed before the answer could be read
      ),
    );
  }

  /** Checks every API answer any page of the context receives; `site`, the context's baseURL. */
  watch(context: BrowserContext, site?: string): void {
    if (site) this.sites.add(new URL(site).origin);
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on("response", (response) => {
      if (this.isApi(response.request().method(), response.url())) this.record(browserAnswer(response));
    });
  }

  /** The browser, every context made with it (or made for a page of its own) watched. */
  wrapBrowser(browser: Browser): Browser {
    const made = async <T>(
      options: BrowserContextOptions | undefined,
      make: Promise<T>,
      contextOf: (made: T) => BrowserContext,
    ) => {
      const result = await make;
      this.watch(contextOf(result), options?.baseURL);
      return result;
    };
    return new Proxy(browser, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (property === "newContext")
          return (options?: BrowserContextOptions) =>
            made(options, target.newContext(options), (context) => context);
        if (property === "newPage")
          return (options?: BrowserContextOptions) =>
            made(options, target.newPage(options), (page) => page.context());
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  /** The problems found since the last account, once every answer seen has been checked. */
  async settle(): Promise<string[]> {
    const [problems, pending] = [this.problems, this.pending];
    this.problems = [];
    this.pending = [];
    await Promise.all(pending);
    return problems;
  }
}

async function headersOf(list: Promise<{ name: string; value: string }[]>): Promise<Headers> {
  const headers = new Headers();
  for (const { name, value } of await list) headers.append(name, value);
  return headers;
}

/** An answer as the browser got it from the server; undefined when made up by page.route or cached. */
async function browserAnswer(response: Response): Promise<ObservedAnswer | undefined> {
  if ((await response.serverAddr()) === null) return undefined;
  const status = response.status();
  const isRedirect = status >= 300 && status < 400;
  return {
    method: response.request().method(),
    url: response.url(),
    status,
    headers: await headersOf(response.headersArray()),
    body: isRedirect
      ? new Uint8Array()
      : await response.body().then(
          (bytes) => new Uint8Array(bytes),
          () => undefined,
        ),
  };
}

export const test = base.extend<{ apiAnswersChecked: undefined }, { apiAnswers: ApiAnswerWatch }>({
  apiAnswers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      await use(new ApiAnswerWatch(await ApiDescription.shared(baseURL)));
    },
    { scope: "worker" },
  ],
  browser: [
    async ({ browser, apiAnswers }, use) => {
      await use(apiAnswers.wrapBrowser(browser));
    },
    { scope: "worker" },
  ],
  context: async ({ context, apiAnswers }, use) => {
    apiAnswers.watch(context);
    await use(context);
  },
  apiAnswersChecked: [
    async ({ apiAnswers }, use) => {
      await use(undefined);
      expect(await apiAnswers.settle(), "API answers that the description does not allow").toEqual([]);
    },
    { auto: true },
  ],
});
