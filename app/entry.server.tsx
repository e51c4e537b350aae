import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { createNoScriptChallenge } from "./leads/intake/captcha.server";
import { logger } from "./lib/logger.server";
import { refusalHeaders } from "./http/methods.server";
import { NONCE_PLACEHOLDER, NonceContext } from "./document/nonce";
import { type RequestContext, requestFactsOf } from "./lib/request-context";
import { headRewriteStream } from "./document/head-rewrite.server";
import { NO_SCRIPT_CHALLENGE_PLACEHOLDER, NoScriptChallengeContext } from "./document/no-script-challenge";

export const streamTimeout = 5_000;

/**
 * Logs errors of rendering, loaders and actions. Client errors (4xx) and aborted requests are not
 * logged, so that no client can fill the log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error }, "request failed in the page or route code");
};

/** Gives data responses the same refusal headers as pages (a 405's Allow). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  refusalHeaders(response.status, response.headers, request, context, true);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RequestContext,
) {
  const { cspNonce: requestNonce, sharedRender } = requestFactsOf(loadContext);
  // Requests through our Express server carry a nonce; the build-time prerender does not.
  const nonce = requestNonce ?? NONCE_PLACEHOLDER;
  // Crawlers and prerendering get the whole document at once; browsers get a stream.
  const waitForAll = isbot(request.headers.get("user-agent")) || !requestNonce;
  // A question for this render: stand-ins while prerendering; none if the secret store is down.
  const noScriptChallenge = requestNonce
    ? await createNoScriptChallenge().catch((error: unknown) => {
        logger.warn({ err: error }, "no-script captcha question unavailable");
        return undefined;
      })
    : NO_SCRIPT_CHALLENGE_PLACEHOLDER;
  refusalHeaders(responseStatusCode, responseHeaders, request, loadContext);
  // A document rendered for one response carries its nonce: only the visitor's own cache may keep it.
  const cacheControl = responseHeaders.get("Cache-Control");
  if (requestNonce && !sharedRender && cacheControl?.includes("public")) {
    responseHeaders.set("Cache-Control", cacheControl.replace("public", "private"));
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <NoScriptChallengeContext.Provider value={noScriptChallenge}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NoScriptChallengeContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A finished boundary is always written in place: React otherwise sends a large one hidden,
        // with a script to show it, and a page read without JavaScript would stay blank.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = headRewriteStream(nonce);
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
