/** Plain-text answers the server gives before any page is involved. */
export const serverAnswers = {
  /** A path whose percent-encoding does not decode, such as `/%E0%A4%A`. */
  malformedPath:
    "Bad Request: this address has a broken percent-encoding (a % must be followed by two hex digits that spell valid UTF-8).",
} as const;
