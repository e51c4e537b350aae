/**
 * In-process signals between the lead pipeline and the outbox worker: a commit wakes the worker at
 * once, and leads being taken in keep it from starting a send.
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
 * The longest a send waits for the intake to fall quiet. A lead's mail with its attachments costs
 * the one JavaScript thread tens of milliseconds (encoding them for SMTP), which a visitor waiting
 * for a form's answer would otherwise wait behind; under an intake that never pauses, one mail still
 * goes out every this often, so the mail keeps going while leads keep coming.
 */
export const INTAKE_PRIORITY_MAX_WAIT_MS = 1000;

let intakesInProgress = 0;
const quietWaiters = new Set<() => void>();

/**
 * Marks a lead submission as being taken in; call the returned function when it has its answer
 * (calls after the first change nothing).
 */
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

/**
 * Resolves when no lead is being taken in, after `maxWaitMs`, or when `stop` is aborted (a worker
 * shutting down does not wait), whichever comes first.
 */
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
