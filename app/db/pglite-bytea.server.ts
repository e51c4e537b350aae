/**
 * bytea for PGlite's text protocol, using Node's native hex codec instead of PGlite's much slower
 * per-byte JavaScript loop (ADR 011).
 */
const BYTEA_OID = 17;

export const byteaSerializers = {
  [BYTEA_OID]: (value: unknown): string => {
    if (!(value instanceof Uint8Array)) throw new TypeError("bytea parameter must be a Uint8Array");
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
  },
};

export const byteaParsers = {
  // PostgreSQL's text output of bytea is "\x" followed by two hex digits per byte.
  [BYTEA_OID]: (text: string): Uint8Array => Buffer.from(text.slice(2), "hex"),
};
