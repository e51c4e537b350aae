/** What our middleware puts in `res.locals`, typed once for every handler. */
declare global {
  namespace Express {
    interface Locals {
      /** This response's CSP nonce (server/security.ts `assignNonce`). */
      cspNonce: string;
    }
  }
}

export {};
