import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { TYPING_START_DELAY_MS, TypingRenderer, typingSteps } from '../lib/typing.ts';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Types sanitized `html` into `containerRef` (which React must leave empty).
 * Returns whether typing is complete and a function that completes it at once.
 * With reduced motion, or `animate: false`, the text appears complete right away.
 * `done` goes back to false whenever `html` changes (e.g. a regenerated post).
 */
export function useTyping(
  html: string | null,
  containerRef: RefObject<HTMLElement | null>,
  {
    decorate,
    cursorClassName,
    animate = true,
  }: { decorate: (element: Element) => Node; cursorClassName: string; animate?: boolean },
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
  useLayoutEffect(() => {
    decorateRef.current = decorate;
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
      timer = window.setTimeout(tick, steps[index]!.delay);
    };

    if (steps.length === 0 || !animate || prefersReducedMotion()) {
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
  }, [html, containerRef, cursorClassName, animate]);

  return { done, showAll: () => finishRef.current() };
}
