/** What our middleware puts in `res.locals`, typed once for every handler. */
declare global {
  namespace Express {
    interface Locals {
      /** This response's CSP nonce (`nonceCsp` in server/csp.ts). */
      cspNonce: string;
    }
  }
}

export {};
