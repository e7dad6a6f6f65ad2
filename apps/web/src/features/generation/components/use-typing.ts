import { type RefObject, useEffect, useRef, useState } from 'react';
import { TYPING_START_DELAY_MS, TypingRenderer, typingSteps } from '../lib/typing.ts';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Types sanitized `html` into `containerRef` (which React must leave empty).
 * Returns whether typing is complete and a function that completes it at once.
 * With reduced motion the text appears complete right away.
 */
export function useTyping(
  html: string | null,
  containerRef: RefObject<HTMLElement | null>,
  { decorate, cursorClassName }: { decorate: (element: Element) => Node; cursorClassName: string },
): { done: boolean; showAll: () => void } {
  const [done, setDone] = useState(false);
  const finishRef = useRef<() => void>(() => {});
  const decorateRef = useRef(decorate);
  useEffect(() => {
    decorateRef.current = decorate;
  });

  useEffect(() => {
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

    if (steps.length === 0 || prefersReducedMotion()) {
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
  }, [html, containerRef, cursorClassName]);

  return { done, showAll: () => finishRef.current() };
}
