/**
 * What the Express server hands React Router with each request (its load context), typed once here
 * for both sides.
 */
declare module "react-router" {
  interface AppLoadContext {
    /** This response's CSP nonce; absent while `react-router build` prerenders. */
    cspNonce?: string;
    /** The client's address (`req.ip`, which honours TRUST_PROXY). */
    clientIp?: string;
    /**
     * The render becomes fixed bytes that every visitor is sent (its nonce is taken out again and its
     * inline scripts are allowed by hash), so shared caches may keep it.
     */
    sharedRender?: boolean;
  }
}

export {};
