export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} gave no answer within ${ms} ms`);
    this.name = "TimeoutError";
  }
}

/** The promise's outcome, or TimeoutError after `ms` (the work itself is not cancelled). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
