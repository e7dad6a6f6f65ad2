import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../lib/desk-preferences.ts';
import { TYPING_START_DELAY_MS, TypingRenderer, typingSteps } from '../lib/typing.ts';

/** Whether the cursor has left the bottom of the visible reading area (never in a layout-less DOM). */
function belowView(cursor: Element, viewport: Element | null): boolean {
  if (!viewport) return false;
  const view = viewport.getBoundingClientRect();
  if (view.height <= 0) return false;
  return cursor.getBoundingClientRect().bottom > view.bottom;
}

/**
 * Types sanitized `html` into `containerRef` (which React must leave empty).
 * Returns whether typing is complete and a function that completes it at once.
 * With reduced motion, or `animate: false`, the text appears complete right away.
 * `done` goes back to false whenever `html` changes (e.g. a regenerated post).
 *
 * With a `viewportRef` (the scrolling reading area) only what is on screen is typed: once the cursor
 * reaches the bottom of the visible area, the rest of the post appears at once, so the member never
 * watches an animation run where they cannot see it.
 */
export function useTyping(
  html: string | null,
  containerRef: RefObject<HTMLElement | null>,
  {
    decorate,
    cursorClassName,
    animate = true,
    viewportRef,
  }: {
    decorate: (element: Element) => Node;
    cursorClassName: string;
    animate?: boolean;
    viewportRef?: RefObject<HTMLElement | null>;
  },
): { done: boolean; showAll: () => void } {
  const [done, setDone] = useState(false);
  // Reset while rendering (not in an effect), so a new post is never reported done for a moment.
  const [typedHtml, setTypedHtml] = useState(html);
  if (typedHtml !== html) {
    setTypedHtml(html);
    setDone(false);
  }
  const finishRef = useRef<() => void>(() => {});
  const decorateRef = useRef(decorate);
  // Read when a new post arrives: turning the animation on or off later never types a shown post again.
  const animateRef = useRef(animate);
  useLayoutEffect(() => {
    decorateRef.current = decorate;
    animateRef.current = animate;
  });

  // A layout effect, so a post shown complete at once never paints empty first.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container || html === null) return;
    container.replaceChildren();
    const steps = typingSteps(html);
    const renderer = new TypingRenderer(container, steps, (element) => decorateRef.current(element));
    const cursor = document.createElement('span');
    cursor.className = cursorClassName;
    cursor.setAttribute('aria-hidden', 'true');
    let timer: number | undefined;
    let index = 0;

    const finish = () => {
      window.clearTimeout(timer);
      renderer.applyUntil(steps.length);
      cursor.remove();
      setDone(true);
    };
    finishRef.current = finish;

    const tick = () => {
      index += 1;
      renderer.applyUntil(index);
      if (renderer.done) {
        finish();
        return;
      }
      renderer.current.append(cursor);
      if (belowView(cursor, viewportRef?.current ?? null)) {
        finish();
        return;
      }
      timer = window.setTimeout(tick, steps[index]!.delay);
    };

    if (steps.length === 0 || !animateRef.current || prefersReducedMotion()) {
      // The whole post at once; `done` follows right after (not while React commits).
      renderer.applyUntil(steps.length);
      timer = window.setTimeout(finish, 0);
    } else {
      container.append(cursor);
      timer = window.setTimeout(() => {
        timer = window.setTimeout(tick, steps[0]!.delay);
      }, TYPING_START_DELAY_MS);
    }
    return () => {
      window.clearTimeout(timer);
      finishRef.current = () => {};
    };
  }, [html, containerRef, cursorClassName, viewportRef]);

  return { done, showAll: () => finishRef.current() };
}
