/**
 * Answers the server gives without a page: plain text before any route, and the content API's errors.
 * The nginx front repeats `readOnlyAddress` and `unknownMethod` for the methods it refuses itself
 * (deploy/render-front.sh; tests/integration/render-front.test.ts keeps them equal).
 */
export const serverAnswers = {
  /** A path whose percent-encoding does not decode, such as `/%E0%A4%A`. */
  malformedPath:
    "Bad Request: this address has a broken percent-encoding (a % must be followed by two hex digits that spell valid UTF-8).",
  /** A POST, PUT or DELETE to an address that only answers reads (JSON, feeds, CSV, the sitemap). */
  readOnlyAddress: "This address only answers GET and HEAD requests.",
  /** A method no address of the site takes (TRACE, PROPFIND, …). */
  unknownMethod: "Not Implemented: this site answers GET and HEAD requests, and POST where a form sends one.",
  /** The blog or news JSON asked for under a name that is not the collection's (echoed, cut short). */
  unknownCollection: (name: string) => `Unknown collection ${Array.from(name).slice(0, 64).join("")}`,
  /** The blog or news JSON while the content source cannot be read and nothing is kept. */
  contentUnavailable: "The content service is unavailable. Please try again in a moment.",
  /** POST /api/form-events, the lead forms' conversion counts: what was wrong with a report. */
  formEvents: {
    methodNotAllowed: "Use POST to report a form step.",
    unsupportedType: "Send the form step as application/json or text/plain.",
    tooLarge: (max: number) => `A form step is a small JSON object: at most ${max} bytes.`,
    invalid: 'Send exactly {"form": <a form id>, "step": "view" or "start"}.',
    tooMany: "Too many form steps from this address. Please try again later.",
    unavailable: "Form steps cannot be counted right now. Please try again in a minute.",
  },
} as const;
