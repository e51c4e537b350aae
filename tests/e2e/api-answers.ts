/**
 * Every answer of the site's API that a journey meets, checked against the API description
 * (GET /api/openapi.json): a spec that imports `test` from here fails a test in which a page, or the
 * `request` fixture, got an answer under /api/ that the description does not allow (an undescribed
 * path, method or status, a wrong content type, a missing header, a body off its schema), naming
 * the call, its status and what did not match. Nothing else about the test changes.
 */
import {
  type APIRequestContext,
  type APIResponse,
  test as base,
  type BrowserContext,
  expect,
  type Response,
} from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { ApiDescription, type ObservedAnswer } from "../support/openapi-responses";

/** The API's answers seen by one worker, checked as they come; a test takes the problems of its own. */
export class ApiAnswerWatch {
  private problems: string[] = [];
  private pending: Promise<void>[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  constructor(private readonly description: ApiDescription) {}

  private isApi(url: string): boolean {
    const { origin, pathname } = new URL(url);
    return origin === new URL(baseURL).origin && pathname.startsWith("/api/");
  }

  private record(answer: Promise<ObservedAnswer | undefined>): void {
    this.pending.push(
      answer.then(
        (observed) => {
          if (!observed) return;
          try {
            this.description.check(observed);
          } catch (error) {
            this.problems.push((error as Error).message);
          }
        },
        () => undefined, // the page or context closed before the answer could be read
      ),
    );
  }

  /** Checks every API answer any page of the context receives. */
  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on("response", (response) => {
      if (this.isApi(response.url())) this.record(browserAnswer(response));
    });
  }

  /** The request fixture, its calls' API answers checked. */
  wrap(request: APIRequestContext): APIRequestContext {
    return new Proxy(request, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        if (typeof property !== "string" || !SENDING_METHODS.has(property)) return value.bind(target);
        return async (url: string | { url(): string; method(): string }, options?: { method?: string }) => {
          const response: APIResponse = await value.call(target, url, options);
          const method =
            property === "fetch"
              ? (options?.method ?? (typeof url === "string" ? "GET" : url.method()))
              : property.toUpperCase();
          if (this.isApi(response.url())) this.record(requestAnswer(method, response));
          return response;
        };
      },
    });
  }

  /** Starts a test's account. */
  reset(): void {
    this.problems = [];
    this.pending = [];
  }

  /** The test's problems, once every answer it saw has been checked. */
  async settle(): Promise<string[]> {
    await Promise.all(this.pending);
    return this.problems;
  }
}

const SENDING_METHODS = new Set(["fetch", "get", "head", "post", "put", "patch", "delete"]);

async function headersOf(list: Promise<{ name: string; value: string }[]>): Promise<Headers> {
  const headers = new Headers();
  for (const { name, value } of await list) headers.append(name, value);
  return headers;
}

/**
 * An answer as the browser got it from the server; undefined for one a test made up (page.route
 * fulfils without a server) or a copy from the browser's cache (its first answer was checked). A
 * redirect's body, or one the page dropped, is not there to read.
 */
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

async function requestAnswer(method: string, response: APIResponse): Promise<ObservedAnswer> {
  return {
    method,
    url: response.url(),
    status: response.status(),
    headers: await headersOf(Promise.resolve(response.headersArray())),
    body: await response.body().then(
      (bytes) => new Uint8Array(bytes),
      () => undefined,
    ),
  };
}

export const test = base.extend<{ apiAnswersChecked: undefined }, { apiAnswers: ApiAnswerWatch }>({
  apiAnswers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      await use(new ApiAnswerWatch(await ApiDescription.load(baseURL)));
    },
    { scope: "worker" },
  ],
  context: async ({ context, apiAnswers }, use) => {
    apiAnswers.watch(context);
    await use(context);
  },
  request: async ({ request, apiAnswers }, use) => {
    await use(apiAnswers.wrap(request));
  },
  apiAnswersChecked: [
    async ({ apiAnswers }, use) => {
      apiAnswers.reset();
      await use(undefined);
      expect(await apiAnswers.settle(), "API answers that the description does not allow").toEqual([]);
    },
    { auto: true },
  ],
});
