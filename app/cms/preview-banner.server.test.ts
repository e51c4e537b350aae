import { describe, expect, it } from "vitest";
import { previewCopy } from "~/site/preview-text.server";
import { previewBannerOf } from "./preview-banner.server";

describe("previewBannerOf", () => {
  const page = new URL("https://example.com/careers/data-engineer");

  it("is nothing for a visitor", () => {
    expect(previewBannerOf("published", page)).toBeUndefined();
  });

  it("tells an editor that drafts are shown, with an exit back to the same page", () => {
    const markup = previewBannerOf("preview", page) ?? "";
    expect(markup).toContain(`aria-label="${previewCopy.label}"`);
    expect(markup).toContain(previewCopy.message);
    expect(markup).toContain('href="/api/preview/exit?path=%2Fcareers%2Fdata-engineer"');
    expect(markup).toContain(`>${previewCopy.exit}</a>`);
  });
});
