/** The encodings a fixed response is kept in, in the order the server prefers them. */
export type ContentCoding = "br" | "gzip" | "identity";

type Weights = Map<string, number>;

/** `Accept-Encoding` as coding → q (RFC 9110, section 12.5.3); unparseable members are ignored. */
function parseAcceptEncoding(header: string): Weights {
  const weights: Weights = new Map();
  for (const member of header.split(",")) {
    const [name = "", ...params] = member.split(";").map((part) => part.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(name.toLowerCase(), Math.min(q, 1));
  }
  return weights;
}

function weightOf(coding: ContentCoding, weights: Weights): number {
  const own = weights.get(coding);
  if (own !== undefined) return own;
  const any = weights.get("*");
  if (any !== undefined) return any;
  if (coding !== "identity") return 0;
  // identity, unnamed, is acceptable but ranks with the least wanted coding the client named, so
  // `gzip;q=0.5` still gets gzip.
  const named = [...weights.values()].filter((q) => q > 0);
  return named.length ? Math.min(...named) : 1;
}

/**
 * The coding to send: the highest q the client gives among `available`, the server's order
 * (`available`'s) breaking ties — so a browser listing `gzip, deflate, br` gets brotli, the smaller.
 * No header: identity. Undefined when the client accepts none of them (the caller sends identity
 * anyway, as a 406 would help nobody).
 */
export function chooseContentCoding(
  header: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  if (header === undefined) return available.includes("identity") ? "identity" : undefined;
  const weights = parseAcceptEncoding(header);
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weightOf(coding, weights);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * chooseContentCoding for a fixed set of codings, remembering the answer for the few header values
 * real clients send (a browser sends the same one on every request). The memory is bounded: a client
 * inventing a new header per request only makes it start over.
 */
export function contentCodingChooser(
  available: readonly ContentCoding[],
  remembered = 64,
): (header: string | undefined) => ContentCoding {
  const answers = new Map<string, ContentCoding>();
  return (header) => {
    if (header === undefined) return chooseContentCoding(undefined, available) ?? "identity";
    let answer = answers.get(header);
    if (answer === undefined) {
      answer = chooseContentCoding(header, available) ?? "identity";
      if (answers.size >= remembered) answers.clear();
      if (header.length <= 256) answers.set(header, answer);
    }
    return answer;
  };
}
