import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Below this width the menus collapse behind a toggle (SPEC §9); keep in step with the CSS media queries. */
export const MENU_BREAKPOINT_PX = 992;

/**
 * State of a menu that collapses behind a toggle button on narrow screens.
 * It closes on a route change, on Escape (focus goes back to the toggle) and
 * when the window grows to the breakpoint or wider.
 */
export function useCollapsibleMenu() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A new location closes the menu; adjusting state while rendering avoids a frame with the old menu open.
  if (seenLocationKey !== location.key) {
    setSeenLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onResize = () => {
      if (window.innerWidth >= MENU_BREAKPOINT_PX) setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  return {
    open,
    toggleRef,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
  };
}
