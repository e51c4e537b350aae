import { randomBytes } from "node:crypto";
import { createRequestHandler, type ServerBuild } from "react-router";
import { requestContextWith } from "../app/lib/request-context";
import { inlineScriptHashes, withoutNonce } from "../app/document/script-hashes.server";

/** A page rendered once for everyone: its HTML without a nonce, and the CSP that allows its scripts. */
export type SharedRender = { status: number; headers: Headers; html: string; csp: string };

/**
 * Renders a path through the router in-process, as a visitor with no cookies would get it, with a
 * throw-away nonce that is taken out again: the result can be sent to anyone, as fixed bytes.
 */
export function sharedRenderer(
  build: ServerBuild,
  origin: string,
  cspFor: (scriptHashes: readonly string[]) => string,
): (path: string) => Promise<SharedRender> {
  const handle = createRequestHandler(build, "production");
  return async (path) => {
    const nonce = randomBytes(16).toString("base64");
    const response = await handle(
      new Request(new URL(path, origin)),
      requestContextWith({ cspNonce: nonce, sharedRender: true }),
    );
    const rendered = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      html: withoutNonce(rendered, nonce),
      csp: cspFor(inlineScriptHashes(rendered, nonce)),
    };
  };
}
