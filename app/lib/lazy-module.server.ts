/** Imports a library only some requests need on first use, so an idle feature costs no memory. */

export class ModuleLoadError extends Error {
  /** Lets a caller that sorts errors by code (the mail outbox) see this one is the server's own. */
  readonly code = "EMODULELOAD";
  constructor(name: string, cause: unknown) {
    super(`${name} could not be loaded: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "ModuleLoadError";
  }
}

/**
 * Returns a function that imports the module once and shares the promise. A failed import rejects with
 * a ModuleLoadError and is retried on the next call, so a transient failure (mid-deploy) is not kept.
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
