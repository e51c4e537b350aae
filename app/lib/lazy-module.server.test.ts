import { describe, expect, it, vi } from "vitest";
import { lazyModule, ModuleLoadError } from "./lazy-module.server";

describe("lazyModule", () => {
  it("imports nothing until the first call, then once for every caller", async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const get = lazyModule("answer", load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rejects with an error naming the module, and tries again on the next call", async () => {
    const load = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new Error("Cannot find package 'nodemailer'"))
      .mockResolvedValueOnce({ ok: true });
    const get = lazyModule("nodemailer", load);
    const failure = await get().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModuleLoadError);
    expect((failure as Error).message).toBe(
      "nodemailer could not be loaded: Cannot find package 'nodemailer'",
    );
    expect((failure as Error).cause).toBeInstanceOf(Error);
    expect((failure as ModuleLoadError).code).toBe("EMODULELOAD");
    expect(await get()).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("settles a real dynamic import of a missing package instead of hanging", async () => {
    const get = lazyModule("missing", () => import(/* @vite-ignore */ `no-such-package-${Date.now()}`));
    await expect(get()).rejects.toThrow(/^missing could not be loaded: /);
  });
});
