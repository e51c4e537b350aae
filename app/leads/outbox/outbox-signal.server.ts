/**
 * In-process signals between the lead pipeline and the outbox worker: a stored lead wakes the worker,
 * and leads in progress hold back its sends (ADR 020).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onOutboxWork(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalOutboxWork(): void {
  for (const listener of listeners) listener();
}

/**
 * The longest a send waits for incoming leads to finish. Encoding a mail with attachments blocks the
 * event loop that visitors wait on; this cap keeps mail flowing when leads never stop.
 */
export const INTAKE_PRIORITY_MAX_WAIT_MS = 1000;

let intakesInProgress = 0;
const quietWaiters = new Set<() => void>();

/** Marks a lead submission as in progress; call the returned function (idempotent) when it is done. */
export function intakeStarted(): () => void {
  intakesInProgress += 1;
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    intakesInProgress -= 1;
    if (intakesInProgress > 0) return;
    for (const wake of quietWaiters) wake();
  };
}

/** Resolves when no lead is in progress, after `maxWaitMs`, or when `stop` aborts, whichever is first. */
export function intakeQuiet(maxWaitMs = INTAKE_PRIORITY_MAX_WAIT_MS, stop?: AbortSignal): Promise<void> {
  if (intakesInProgress === 0 || stop?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      quietWaiters.delete(wake);
      stop?.removeEventListener("abort", wake);
      resolve();
    };
    const timer = setTimeout(wake, maxWaitMs);
    quietWaiters.add(wake);
    stop?.addEventListener("abort", wake, { once: true });
  });
}
