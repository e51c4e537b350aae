import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { markVisited, waitForHydration } from "./page-helpers";

/** Animate-on-scroll as a visitor meets it; transitions are read while running and finished via the Web Animations API. */

/** How far inside the viewport an element's top must be before it animates in. */
const OFFSET_PX = 120;

const revealPages = [
  { path: "/", kind: "scroll", duration: 800 },
  { path: "/privacy-policy", kind: "page", duration: 1000 },
] as const;

type Kind = (typeof revealPages)[number]["kind"];

/** What a visitor sees of an element: how opaque it is and how far below its place it sits. */
type Look = { opacity: number; drop: number };

/** How far down a computed transform moves an element; NaN for anything but a vertical shift. */
function dropOf(transform: string): number {
  if (transform === "none") return 0;
  const values = /^matrix\((.*)\)$/.exec(transform)?.[1]?.split(",").map(Number);
  if (values?.length !== 6) return Number.NaN;
  const [a, b, c, d, x, y] = values;
  return a === 1 && b === 0 && c === 0 && d === 1 && x === 0 ? (y ?? Number.NaN) : Number.NaN;
}

/** One running transition of an element: what it animates, for how long, along which curve. */
type RunningTransition = { property: string; duration: number; easing: string };

type ScrollOutcome = {
  /** How far the element's top (where it rests, without its fade-up shift) is inside the viewport. */
  inside: number;
  revealed: string | undefined;
  transitions: RunningTransition[];
};

/** Scrolls the element's resting top to `inside` px above the viewport's bottom and waits for the observers. */
function scrollTopInside(target: Locator, inside: number): Promise<ScrollOutcome> {
  return target.evaluate(async (element, inside) => {
    const restingInside = () => {
      const shift = new DOMMatrixReadOnly(getComputedStyle(element).transform).m42;
      return window.innerHeight - (element.getBoundingClientRect().top - shift);
    };
    // A new observer is told of the element at the next frame the browser computes intersections.
    const nextObservedFrame = () =>
      new Promise<void>((resolve) => {
        const probe = new IntersectionObserver(() => {
          probe.disconnect();
          resolve();
        });
        probe.observe(element);
      });
    // Two frames after the element is drawn, the page's observer has acted on where it is.
    const pageObserverActed = async () => {
      for (let frame = 0; frame < 10; frame += 1) {
        if (element.checkVisibility({ contentVisibilityAuto: true })) break;
        await nextObservedFrame();
      }
      await nextObservedFrame();
      await nextObservedFrame();
    };
    for (let step = 0; step < 5; step += 1) {
      window.scrollBy({ top: inside - restingInside(), behavior: "instant" });
      await pageObserverActed();
      if (Math.abs(restingInside() - inside) < 1) break;
    }
    const transitions = element
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((transition) => {
        const timing = transition.effect?.getTiming() ?? {};
        return {
          property: transition.transitionProperty,
          duration: Number(timing.duration),
          easing: String(timing.easing),
        };
      })
      .sort((a, b) => a.property.localeCompare(b.property));
    return {
      inside: restingInside(),
      revealed: element.dataset.revealed,
      transitions,
    };
  }, inside);
}

/** Finishes the element's running transitions and returns where they leave it. */
async function settledLook(target: Locator): Promise<Look> {
  const { opacity, transform } = await target.evaluate((element) => {
    for (const animation of element.getAnimations()) animation.finish();
    const style = getComputedStyle(element);
    return { opacity: style.opacity, transform: style.transform };
  });
  return { opacity: Number(opacity), drop: dropOf(transform) };
}

/** Opens the page hydrated and returns its first `kind` reveal block well below the first screen. */
async function openAtRevealBelowFold(page: Page, path: string, kind: Kind): Promise<Locator> {
  await markVisited(page);
  await page.goto(path);
  await waitForHydration(page);
  const selector = `.reveal-${kind}`;
  const index = await page.evaluate((selector) => {
    const lastScroll = document.documentElement.scrollHeight - window.innerHeight;
    return [...document.querySelectorAll(selector)].findIndex((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      return top > window.innerHeight + 300 && top - window.innerHeight + 300 < lastScroll;
    });
  }, selector);
  expect(index, `a ${selector} block below the first screen of ${path}`).toBeGreaterThanOrEqual(0);
  const target = page.locator(selector).nth(index);
  await expect(target).toHaveAttribute("data-revealed", "false");
  return target;
}

for (const { path, kind, duration } of revealPages) {
  test.describe(`a ${kind} reveal on ${path}`, () => {
    test(`starts once its top is ${OFFSET_PX} px inside the viewport`, async ({ page }) => {
      const target = await openAtRevealBelowFold(page, path, kind);
      // Settled into its hidden place first: midway down, the box the observer sees is higher.
      await settledLook(target);

      const notYet = await scrollTopInside(target, OFFSET_PX - 6);
      expect(Math.abs(notYet.inside - (OFFSET_PX - 6))).toBeLessThan(1);
      expect(notYet.revealed).toBe("false");
      expect((await settledLook(target)).opacity).toBe(0);

      const inside = await scrollTopInside(target, OFFSET_PX + 6);
      expect(Math.abs(inside.inside - (OFFSET_PX + 6))).toBeLessThan(1);
      expect(inside.revealed).toBe("true");
      expect((await settledLook(target)).opacity).toBe(1);
    });

    test(`fades up over ${duration} ms, ease-in-out; hides on leaving the viewport and plays again on coming back`, async ({
      page,
    }) => {
      const target = await openAtRevealBelowFold(page, path, kind);
      const hidden = await settledLook(target);
      expect(hidden.opacity).toBe(0);
      expect(hidden.drop).toBeGreaterThan(0);

      const shown = await scrollTopInside(target, OFFSET_PX + 40);
      expect(shown.revealed).toBe("true");
      expect(shown.transitions).toEqual([
        { property: "opacity", duration, easing: "ease-in-out" },
        { property: "transform", duration, easing: "ease-in-out" },
      ]);
      expect(await settledLook(target)).toEqual({ opacity: 1, drop: 0 });

      const left = await scrollTopInside(target, -200);
      expect(left.revealed).toBe("false");
      expect((await settledLook(target)).opacity).toBe(0);

      const back = await scrollTopInside(target, OFFSET_PX + 40);
      expect(back.revealed).toBe("true");
      expect(back.transitions.map(({ property }) => property)).toEqual(["opacity", "transform"]);
      expect(await settledLook(target)).toEqual({ opacity: 1, drop: 0 });
    });

    test("stays shown once scrolled past it, above the viewport", async ({ page }) => {
      const target = await openAtRevealBelowFold(page, path, kind);
      expect((await scrollTopInside(target, OFFSET_PX + 40)).revealed).toBe("true");
      // Its bottom 40 px above the viewport's top: hidden, it would drop 32 px and be back in view.
      const pastDepth = await target.evaluate(
        (element) => window.innerHeight + element.getBoundingClientRect().height + 40,
      );
      const past = await scrollTopInside(target, pastDepth);
      test.skip(
        Math.abs(past.inside - pastDepth) >= 1,
        "the page ends before the block can leave at the top",
      );
      expect(past.revealed).toBe("true");
    });
  });
}

/** Every reveal block of the page that is not fully visible in place, with its look. */
function revealsNotInPlace(page: Page): Promise<string[]> {
  return page.locator(".reveal").evaluateAll((elements) =>
    elements.flatMap((element, index) => {
      const { opacity, transform } = getComputedStyle(element);
      return opacity === "1" && transform === "none"
        ? []
        : [`.reveal #${index} (${element.className}): opacity ${opacity}, transform ${transform}`];
    }),
  );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of revealPages) {
    test(`every reveal block on ${path} is fully visible in place`, async ({ page }) => {
      await page.goto(path);
      expect(await page.locator(".reveal").count()).toBeGreaterThan(1);
      expect(await revealsNotInPlace(page)).toEqual([]);
    });
  }
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const { path, kind } of revealPages) {
    test(`nothing on ${path} is hidden or moves`, async ({ page }) => {
      const target = await openAtRevealBelowFold(page, path, kind);
      // The page's script has marked the blocks below the first screen as not yet seen.
      expect(await page.locator('.reveal[data-revealed="false"]').count()).toBeGreaterThan(0);
      expect(await revealsNotInPlace(page)).toEqual([]);

      const shown = await scrollTopInside(target, OFFSET_PX + 40);
      expect(shown.revealed).toBe("true");
      expect(shown.transitions).toEqual([]);
      const left = await scrollTopInside(target, -200);
      expect(left.revealed).toBe("false");
      expect(left.transitions).toEqual([]);
      expect(await revealsNotInPlace(page)).toEqual([]);
    });
  }
});
