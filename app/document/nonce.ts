import { createContext, useContext } from "react";

/**
 * Prerendered pages are written with this marker in place of the nonce; the server swaps in
 * a fresh nonce for every response, so even static pages get a per-request CSP nonce.
 */
export const NONCE_PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
