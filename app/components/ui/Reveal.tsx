import { type ElementType, type ReactNode, useEffect, useRef } from "react";

type RevealProps = {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  /** "scroll": 800 ms ease-in-out, on every entry; "page": the static pages' 1000 ms fade-up. */
  kind?: "scroll" | "page";
};

/** Pixels an element's top must be inside the viewport, where it rests, before it animates in. */
const REVEAL_OFFSET_PX = 120;

/** How far below its place a hidden element waits (app.css); the observer sees the shifted box. */
const FADE_UP_PX = 32;

/**
 * Animate-on-scroll. The hidden starting state applies only once a script has run and never under
 * reduced motion, so a page without JavaScript is fully readable.
 */
export function Reveal({ children, as: Tag = "div", className = "", kind = "scroll" }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    document.documentElement.classList.add("js-reveal");
    const observer = new IntersectionObserver(
      ([entry]) => {
        // Leaving below the viewport resets it, so it animates again; above it stays shown, or it
        // would drop back into view and flicker.
        element.dataset.revealed =
          entry && (entry.isIntersecting || entry.boundingClientRect.top < 0) ? "true" : "false";
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX - FADE_UP_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Tag ref={ref} className={`reveal reveal-${kind} ${className}`}>
      {children}
    </Tag>
  );
}
