import { describe, expect, it } from "vitest";
import { brand } from "./brand";
import { shellUiCopy } from "./page-text";

describe("the footer's copyright line", () => {
  it("names the year and the legal name, with one full stop where the name ends its sentence", () => {
    expect(shellUiCopy.copyright).toBe(
      `© ${brand.copyrightYear} Northpeak Technologies, Inc. All rights reserved.`,
    );
    expect(shellUiCopy.copyright).not.toContain("..");
  });
});
