/** Test support: a guessing limit kept in memory, for units that need no database. */
import type { GuessLimit } from "./bearer-gate.server";

/** `max` failures per address, then a wait of 600 s; `failures` shows what was counted. */
export function memoryGuessLimit(max: number): GuessLimit & { failures: Map<string, number> } {
  const failures = new Map<string, number>();
  return {
    failures,
    waitSeconds: async (ip) => ((failures.get(ip) ?? 0) >= max ? 600 : 0),
    failed: async (ip) => {
      failures.set(ip, (failures.get(ip) ?? 0) + 1);
    },
  };
}
