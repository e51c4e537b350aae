import { Writable } from "node:stream";

/** A log destination that keeps each line it is given, parsed, for tests to read what was logged. */
export function collectedLines() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, sink };
}
