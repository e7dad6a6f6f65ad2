import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useAnchoredPopover } from '../../../components/ui/use-anchored-popover.ts';
import styles from './post-desk.module.css';

/**
 * A panel that opens under the result modal's toolbar (다시 생성하기's options, 발행하기, 더보기), as a native
 * popover in the top layer placed under the toolbar, so the dialog's scrolling body never clips it. Focus moves
 * into it; Escape (without closing the modal) and a press outside close it, and focus goes back to its button.
 */
export function DeskPopover({
  id,
  label,
  triggerRef,
  fallbackRef,
  onClose,
  children,
}: {
  id: string;
  label: string;
  triggerRef: RefObject<HTMLElement | null>;
  /** Where focus goes back when the trigger is not shown (a panel opened from 더보기 on a phone). */
  fallbackRef?: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useAnchoredPopover(panelRef, true);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), a[href], select');
    (first ?? panel)?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || panel?.contains(target) || triggerRef.current?.contains(target)) return;
      if (fallbackRef?.current?.contains(target)) return;
      latestClose.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [triggerRef, fallbackRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Escape is the dialog's close request unless its default is prevented: this one only closes the panel.
    event.preventDefault();
    event.stopPropagation();
    latestClose.current();
    const trigger = triggerRef.current;
    const shown = trigger && window.getComputedStyle(trigger).display !== 'none';
    (shown ? trigger : (fallbackRef?.current ?? trigger))?.focus();
  };

  return (
    <div
      id={id}
      ref={panelRef}
      popover="manual"
      className={styles.popover}
      role="group"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
