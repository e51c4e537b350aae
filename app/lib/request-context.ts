import { createContext, RouterContextProvider } from "react-router";

/** What the Express server tells the routes about each request it hands React Router. */
export interface RequestFacts {
  /** This response's CSP nonce; absent while `react-router build` prerenders. */
  cspNonce?: string;
  /** The client's address (`req.ip`, which honours TRUST_PROXY). */
  clientIp?: string;
  /** The render is served to every visitor as is (scripts allowed by hash), so shared caches may keep it. */
  sharedRender?: boolean;
}

/** The router context loaders, actions and the document renderer receive. */
export type RequestContext = Readonly<RouterContextProvider>;

/** Empty by default: the build-time prerender passes no facts, and that is how it is recognised. */
const requestFacts = createContext<RequestFacts>({});

/** A fresh router context carrying one request's facts (the server makes one per request). */
export function requestContextWith(facts: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestFacts, facts);
  return context;
}

/** The facts the server put in `context`; none for a prerender or a context made elsewhere. */
export function requestFactsOf(context: RequestContext | undefined): RequestFacts {
  return context?.get(requestFacts) ?? {};
}
