import { expect } from "@playwright/test";
import { test as freshTest } from "./pointer-off-page";
import { NATIVE_CONTROLS_FALLBACK_MS } from "../../app/site/constants";
import { videoUiCopy } from "../../app/site/section-text";
import { videoSeries } from "../../app/site/videos";
import { localVideos as videos } from "../support/local-videos";
import { openReady, openWithoutCode } from "./page-helpers";
import { test } from "./shared-page";

// A video page's title, duration line, description and side list, the current video marked: over HTTP
// (tests/integration/site-http.test.ts and collections-journey.test.ts).
test("a video page: the autoplaying muted player, the side list's Now Playing, and the player's own bar by keyboard", async ({
  page,
}) => {
  const video = videos.find((v) => v.slug === "data-aggregration")!;
  await openReady(page, video.path);

  const player = page.locator("main video");
  const bar = page.getByRole("group", { name: videoUiCopy.controlsLabel });
  await expect(bar).toBeVisible();
  await expect(player).toHaveAttribute("src", video.url);
  // It really plays, muted.
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0 && v.muted))
    .toBe(true);

  const list = page.getByRole("navigation", { name: `${videoSeries.name} videos` });
  await expect(list.locator('[aria-current="page"]')).toContainText(videoSeries.nowPlaying);
  await expect(list.getByText(videoSeries.nowPlaying)).toHaveCount(1);

  // The browser's own controls are gone once the bar is there: one set of controls, not two.
  await expect(player).not.toHaveAttribute("controls");
  const isPaused = () => player.evaluate((v: HTMLVideoElement) => v.paused);
  const currentTime = () => player.evaluate((v: HTMLVideoElement) => v.currentTime);
  // The clips are 8 s long: start again so this one is still playing when the bar is pressed.
  await player.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
  });
  await bar.getByRole("button", { name: videoUiCopy.pause }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(isPaused).toBe(true);
  await expect(bar.getByRole("button", { name: videoUiCopy.play })).toBeFocused();
  await page.keyboard.press("Space");
  await expect.poll(isPaused).toBe(false);

  await bar.getByRole("button", { name: videoUiCopy.unmute }).click();
  expect(await player.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await bar.getByRole("button", { name: videoUiCopy.mute }).click();
  expect(await player.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

  const captions = bar.getByRole("button", { name: videoUiCopy.captions });
  await expect(captions).toHaveAttribute("aria-pressed", "false");
  await captions.click();
  await expect(captions).toHaveAttribute("aria-pressed", "true");
  expect(await player.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe("showing");

  await player.evaluate((v: HTMLVideoElement) => v.pause());
  const seek = bar.getByRole("slider", { name: videoUiCopy.seek });
  await seek.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  // Whole seconds a key press, not a hundredth of the clip.
  await expect.poll(currentTime).toBe(1);
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:01 of /);
  await page.keyboard.press("End");
  const duration = await player.evaluate((v: HTMLVideoElement) => v.duration);
  await expect.poll(currentTime).toBeCloseTo(duration, 1);
  await expect(seek).toHaveAttribute("aria-valuetext", /^(\d+:\d\d) of \1$/);

  // With keyboard focus the seek slider holds still while the video moves on, and moves with its keys.
  const shownTime = bar.locator(".video-time");
  const moveVideoTo = (seconds: number) =>
    player.evaluate((v: HTMLVideoElement, to) => {
      v.pause();
      v.currentTime = to;
    }, seconds);
  await moveVideoTo(0);
  await expect(shownTime).toHaveText(/^0:00 \//);
  await bar.getByRole("button", { name: videoUiCopy.play }).focus();
  await page.keyboard.press("Tab");
  await expect(seek).toBeFocused();
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:00 of /);
  // The video's time goes on (the bar's clock shows it); the focused slider, read out on every
  // change, does not follow.
  await moveVideoTo(3);
  await expect(shownTime).toHaveText(/^0:03 \//);
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:00 of /);
  // Its own keys move it, and the video with it, a step from where the video is.
  await page.keyboard.press("ArrowRight");
  await expect.poll(currentTime).toBe(4);
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:04 of /);
  // Once focus leaves, it follows the video again.
  await page.keyboard.press("Tab");
  await moveVideoTo(5);
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:05 of /);

  // The full-screen button puts the player in full screen and takes it out again.
  const fullScreenElement = () => page.evaluate(() => document.fullscreenElement?.className ?? null);
  await bar.getByRole("button", { name: videoUiCopy.fullScreen }).click();
  await expect.poll(fullScreenElement).toContain("video-frame");
  await bar.getByRole("button", { name: videoUiCopy.exitFullScreen }).click();
  await expect.poll(fullScreenElement).toBeNull();
  await expect(bar.getByRole("button", { name: videoUiCopy.fullScreen })).toBeVisible();
});

// The side list is served markup, the same without JavaScript (collections-journey.test.ts reads it).
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a video page still has the autoplaying, muted player, with the browser's controls", async ({
    page,
  }) => {
    await page.goto("/video/standard-reports");
    const player = page.locator("main video");
    await expect(player).toHaveAttribute("autoplay", "");
    await expect(player).toHaveAttribute("muted", "");
    await expect(player).toHaveAttribute("controls", "");
    // No room is kept for a bar that only the page's code brings.
    expect(await page.locator(".video-bar").evaluate((e) => e.getBoundingClientRect().height)).toBe(0);
  });
});

// These install an init script, a clock or routes, which would outlive the test in the shared tab.
freshTest.describe("the player's bar, in a tab of its own", () => {
  freshTest.use({ viewport: { width: 412, height: 823 } });

  // The thumbnails' markup: app/components/ui/Img.test.tsx; their variants made and served with their
  // types: scripts/image-pipeline.test.ts and tests/integration/strapi.test.ts. The list of nine:
  // tests/integration/collections-journey.test.ts.
  freshTest(
    "/media shows AVIF thumbnails; Watch Now and the side list play each video, muted, with the bar and never the browser's controls",
    async ({ page }) => {
      await openReady(page, "/media");
      const list = page.getByRole("navigation", { name: `${videoSeries.name} videos` });
      // Chromium decodes AVIF: the image it shows is one of the AVIF variants, fully loaded.
      const fallback = page.locator("picture img").first();
      await expect
        .poll(() => fallback.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await fallback.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/generated\/images\/videos\/[^/]+-\d+\.avif$/,
      );

      // No inline script runs on a client-side navigation: the player must be created without them.
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { videosWithControls: seen });
        new MutationObserver((records) => {
          for (const record of records) {
            const nodes = record.type === "attributes" ? [record.target] : [...record.addedNodes];
            for (const node of nodes) {
              const videos = node instanceof Element ? [node, ...node.querySelectorAll("video")] : [];
              for (const video of videos)
                if (video instanceof HTMLVideoElement && video.controls)
                  seen.push(video.currentSrc || video.src);
            }
          }
        }).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["controls"],
        });
      });
      const bar = page.getByRole("group", { name: videoUiCopy.controlsLabel });
      await page.getByRole("link", { name: /^Watch Now/ }).click();
      await expect(page).toHaveURL(/\/video\/mrf-data-overview$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${videoSeries.name}: Overview`);
      await expect(bar).toBeVisible();
      await list.getByRole("link", { name: /Custom Report/ }).click();
      await expect(page).toHaveURL(/\/video\/custom-reports$/);
      await expect(list.locator('[aria-current="page"]')).toHaveAttribute("href", "/video/custom-reports");
      await expect(page.locator("main video")).toHaveAttribute("src", "/media/custom-reports.mp4");
      await expect
        .poll(() => page.locator("main video").evaluate((v: HTMLVideoElement) => !v.paused && v.muted))
        .toBe(true);
      await expect(bar).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { videosWithControls: string[] }).videosWithControls),
      ).toEqual([]);
    },
  );

  freshTest("without the page's code the browser's controls come back 4 s after load", async ({ page }) => {
    await openWithoutCode(page, "/video/claims-summary-reports");
    const player = page.locator("main video");
    // Removed as the page was parsed, so the browser never builds them while the page loads.
    await expect(player).not.toHaveAttribute("controls");
    await page.clock.runFor(NATIVE_CONTROLS_FALLBACK_MS - 1);
    await expect(player).not.toHaveAttribute("controls");
    await page.clock.runFor(1);
    await expect(player).toHaveAttribute("controls", "");
  });
});
