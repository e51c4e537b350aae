import { describe, expect, it } from "vitest";
import { typedFrames } from "./typed";

const options = {
  typeSpeed: 100,
  backSpeed: 50,
  backDelay: 1000,
};

/** The animation's first `count` frames, each text with the delay it stays on screen. */
function run(words: string[], count: number) {
  const frames = typedFrames(words, options);
  return Array.from({ length: count }, () => frames.next().value);
}

describe("typed headline frames", () => {
  // The delays of erasing, typing and the pause on a whole word: TypedHeadline.test.tsx.
  it("loops back to the first word after the last", () => {
    const texts = run(["AB", "C"], 8).map(([text]) => text);
    expect(texts).toEqual(["A", "", "C", "", "A", "AB", "A", ""]);
  });

  it("smart backspace keeps the prefix the next word shares", () => {
    const texts = run(["TRUST", "TRUE"], 3).map(([text]) => text);
    expect(texts).toEqual(["TRUS", "TRU", "TRUE"]);
  });

  it("a single word never changes", () => {
    expect([...typedFrames(["ONLY"], options)]).toEqual([]);
  });
});
