import { type RefObject, useLayoutEffect } from 'react';

/**
 * Shows a `popover="manual"` element in the top layer while `open`, placed under its parent element (the anchor):
 * `--anchor-top`, `--anchor-left` and `--anchor-right` on the panel are the anchor's bottom edge and its distances
 * from the viewport's left and right, kept current while anything scrolls or the window resizes. The panel's CSS
 * uses them with `position: fixed`, since the top layer places it against the viewport, not inside the anchor.
 *
 * Manual rather than `auto`: an `auto` popover's light dismiss closes it on the press on its own button, which then
 * opens it again; the callers close on a press outside and on Escape themselves (preventing the keydown's default,
 * so the dialog around them stays open).
 */
export function useAnchoredPopover(panelRef: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || !open) return;
    const anchor = panel.parentElement;
    const place = () => {
      if (!anchor) return;
      const rect = anchor.getBoundingClientRect();
      panel.style.setProperty('--anchor-top', `${rect.bottom}px`);
      panel.style.setProperty('--anchor-left', `${rect.left}px`);
      panel.style.setProperty('--anchor-right', `${document.documentElement.clientWidth - rect.right}px`);
    };
    place();
    panel.showPopover();
    window.addEventListener('resize', place);
    document.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      document.removeEventListener('scroll', place, true);
      // A panel React already took out of the document has left the top layer with it.
      if (panel.isConnected) panel.hidePopover();
    };
  }, [panelRef, open]);
}
