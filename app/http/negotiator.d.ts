/**
 * The part of `negotiator` (the library Express and `compression` negotiate with) the fixed pages
 * use: its `preferred` option breaks a tie in the server's favour, which the published types omit.
 */
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding<T extends string>(
      available: readonly T[],
      options?: { preferred?: readonly T[] },
    ): T | undefined;
  }
}
