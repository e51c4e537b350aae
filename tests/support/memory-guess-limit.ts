/** A guessing limit kept in memory, for units that need no database. */
import type { GuessLimit } from "~/http/bearer-gate.server";

/** `max` failures per address, then a wait of 600 s; `failures` shows what was counted. */
export function memoryGuessLimit(max: number): GuessLimit & { failures: Map<string, number> } {
  const failures = new Map<string, number>();
  const add = (ip: string, step: number) => {
    const count = (failures.get(ip) ?? 0) + step;
    if (count > 0) failures.set(ip, count);
    else failures.delete(ip);
  };
  return {
    failures,
    take: async (ip) => {
      if ((failures.get(ip) ?? 0) >= max) return 600;
      add(ip, 1);
      return 0;
    },
    giveBack: async (ip) => add(ip, -1),
  };
}
