/**
 * A small, deterministic take on typed.js: type a word, pause, erase back to the prefix the next word
 * shares, type the next; after the last word, the first again. These are its frames from the first
 * word on screen: each text with how long it stays there (backSpeed per erased letter, typeSpeed per
 * typed letter, backDelay once a word is complete). A single word never changes, so it has no frames.
 */
export function* typedFrames(
  words: readonly string[],
  options: Record<"typeSpeed" | "backSpeed" | "backDelay", number>,
): Generator<[string, number]> {
  for (let index = 0; words.length > 1; index = (index + 1) % words.length) {
    const word = words[index]!;
    const next = words[(index + 1) % words.length]!;
    let kept = 0;
    while (kept < word.length && kept < next.length && word[kept] === next[kept]) kept++;
    for (let end = word.length - 1; end >= kept; end--) yield [word.slice(0, end), options.backSpeed];
    for (let end = Math.min(kept + 1, next.length); end <= next.length; end++) {
      yield [next.slice(0, end), end < next.length ? options.typeSpeed : options.backDelay];
    }
  }
}
