/**
 * A library that only some requests need, imported on first use instead of at start-up: a server
 * that never sends mail or reads an upload does not hold that code in memory (bench/memory.md).
 */

export class ModuleLoadError extends Error {
  /** Lets a caller that sorts errors by code (the mail outbox) see this one is the server's own. */
  readonly code = "EMODULELOAD";
  constructor(name: string, cause: unknown) {
    super(`${name} could not be loaded: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "ModuleLoadError";
  }
}

/**
 * Returns a function that imports the module once and hands out the same promise afterwards. A failed
 * import rejects every caller waiting on it with a ModuleLoadError naming the module, and is tried
 * again on the next call, so one bad moment (a file being replaced during a deploy) is not remembered.
 */
export function lazyModule<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new ModuleLoadError(name, error);
    });
    return loading;
  };
}
