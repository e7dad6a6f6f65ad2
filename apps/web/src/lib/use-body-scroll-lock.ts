import { useEffect } from 'react';

let lockCount = 0;
let savedOverflow = '';

/** Stops the page behind an open menu or dialog from scrolling. Nested locks are counted. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    if (lockCount === 0) {
      savedOverflow = body.style.overflow;
      body.style.overflow = 'hidden';
    }
    lockCount += 1;
    return () => {
      lockCount -= 1;
      if (lockCount === 0) body.style.overflow = savedOverflow;
    };
  }, [locked]);
}
