import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { markVisited, waitForHydration } from "./page-helpers";
import { revealsNotInPlace } from "./shell-helpers";

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
  test(`a ${kind} reveal on ${path}: static under reduced motion; otherwise it starts once its top is ${OFFSET_PX} px inside the viewport, fades up over ${duration} ms, hides on leaving below and stays shown once scrolled past`, async ({
    page,
  }) => {
    // Under reduced motion nothing is hidden or moves, though the page's script has marked the
    // blocks below the first screen as not yet seen.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const target = await openAtRevealBelowFold(page, path, kind);
    expect(await page.locator('.reveal[data-revealed="false"]').count()).toBeGreaterThan(0);
    expect(await revealsNotInPlace(page)).toEqual([]);
    const still = await scrollTopInside(target, OFFSET_PX + 40);
    expect(still.revealed).toBe("true");
    expect(still.transitions).toEqual([]);
    const gone = await scrollTopInside(target, -200);
    expect(gone.revealed).toBe("false");
    expect(gone.transitions).toEqual([]);
    expect(await revealsNotInPlace(page)).toEqual([]);

    // With motion the block, below the viewport, waits hidden in its lower place.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const hidden = await settledLook(target);
    expect(hidden.opacity).toBe(0);
    expect(hidden.drop).toBeGreaterThan(0);

    const notYet = await scrollTopInside(target, OFFSET_PX - 6);
    expect(Math.abs(notYet.inside - (OFFSET_PX - 6))).toBeLessThan(1);
    expect(notYet.revealed).toBe("false");
    expect((await settledLook(target)).opacity).toBe(0);

    const inside = await scrollTopInside(target, OFFSET_PX + 6);
    expect(Math.abs(inside.inside - (OFFSET_PX + 6))).toBeLessThan(1);
    expect(inside.revealed).toBe("true");
    expect(inside.transitions).toEqual([
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

    // Scrolled past, its bottom 40 px above the viewport's top: hidden, it would drop 32 px and be
    // back in view, so it stays shown.
    const pastDepth = await target.evaluate(
      (element) => window.innerHeight + element.getBoundingClientRect().height + 40,
    );
    const past = await scrollTopInside(target, pastDepth);
    expect(
      Math.abs(past.inside - pastDepth),
      "the page ends before the block can leave at the top",
    ).toBeLessThan(1);
    expect(past.revealed).toBe("true");
  });
}
