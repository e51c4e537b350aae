/** In-process nudge: the lead pipeline wakes the outbox worker right after a commit. */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onOutboxWork(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalOutboxWork(): void {
  for (const listener of listeners) listener();
}
