import { createContext } from "react";

/** Stand-in for the nonce in prerendered pages; the server fills in a fresh one per response. */
export const NONCE_PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";

export const NonceContext = createContext<string | undefined>(undefined);
