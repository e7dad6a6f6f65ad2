import { X } from 'lucide-react';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn.ts';
import { useBodyScrollLock } from '../../lib/use-body-scroll-lock.ts';
import styles from './modal.module.css';

/** The spec's modal layers (SPEC §9): detail 1000, confirm 1001, lightbox 1002. */
export type ModalLayer = 'detail' | 'confirm' | 'lightbox';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Open modals, innermost last: only the top one answers Escape and keeps focus.
const openStack: string[] = [];

const LAYER_RANK: Record<ModalLayer, number> = { detail: 0, confirm: 1, lightbox: 2 };
/** Elements this module made inert (never ones something else made inert). */
const madeInert = new Set<Element>();

/**
 * Makes every child of <body> inert except the topmost open dialog: the highest layer, and of equal
 * layers the last in the document. `leaving` is a dialog that is closing.
 */
function syncInert(leaving: Element | null = null): void {
  const children = [...document.body.children];
  const overlays = children.filter((el) => el !== leaving && el.hasAttribute('data-modal-layer'));
  const rank = (el: Element) => LAYER_RANK[el.getAttribute('data-modal-layer') as ModalLayer] ?? 0;
  const top = overlays.reduce<Element | null>((best, el) => (!best || rank(el) >= rank(best) ? el : best), null);
  for (const element of children) {
    const shouldBeInert = top !== null && element !== top && element !== leaving && element.localName !== 'script';
    if (shouldBeInert && !element.hasAttribute('inert')) {
      element.setAttribute('inert', '');
      madeInert.add(element);
    } else if (!shouldBeInert && madeInert.has(element)) {
      element.removeAttribute('inert');
      madeInert.delete(element);
    }
  }
  for (const element of madeInert) {
    if (!element.isConnected) madeInert.delete(element);
  }
}

interface ModalProps {
  title: ReactNode;
  /** Called on Escape, an overlay click or the close button; never while `busy`. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
  /** While true, Escape, an overlay click and the close button do nothing. */
  busy?: boolean;
  layer?: ModalLayer;
  /** `xl` (1200 px) is for reading a whole post. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Receives focus when the dialog opens; by default the dialog itself does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of an element inside that describes the dialog (aria-describedby). */
  describedBy?: string;
}

/**
 * The one modal dialog of the app. Callers mount it while it is open. It is
 * labelled by its title, keeps focus inside (Tab wraps), gives focus back to
 * whatever had it before, locks page scrolling, and closes on Escape or an
 * overlay click unless `busy`.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  busy = false,
  layer = 'detail',
  size = 'md',
  initialFocusRef,
  describedBy,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  // The latest props, read by the listeners below without re-subscribing them.
  const latest = useRef({ onClose, busy });
  useEffect(() => {
    latest.current = { onClose, busy };
  });

  useBodyScrollLock(true);

  // The page behind the dialog (and any dialog below this one) is `inert`: no focus, clicks or
  // screen-reader browsing reach it. Recomputed from the document on every open and close, so the
  // order in which nested dialogs mount (children first) or remount never leaves the top one inert.
  useEffect(() => {
    const overlay = dialogRef.current?.parentElement ?? null;
    syncInert();
    return () => syncInert(overlay);
  }, []);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(id);
    (initialFocusRef?.current ?? dialogRef.current)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openStack.at(-1) !== id) return;
      event.preventDefault();
      if (!latest.current.busy) latest.current.onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openStack.lastIndexOf(id);
      if (index !== -1) openStack.splice(index, 1);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Focus moves in only once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Only a press that starts and ends on the overlay closes: selecting text and releasing outside does not.
  const onOverlayMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const startedHere = pressStartedOnOverlay.current;
    pressStartedOnOverlay.current = false;
    if (event.target !== event.currentTarget || !startedHere) return;
    if (!busy) onClose();
  };

  return createPortal(
    <div
      className={cn(styles.overlay, styles[layer])}
      onMouseDown={onOverlayMouseDown}
      onClick={onOverlayClick}
      data-testid="modal-overlay"
      data-modal-layer={layer}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={cn(styles.dialog, styles[size])}
        onKeyDown={trapTab}
      >
        {/* Plain elements: a dialog's header and footer are not the page's banner and contentinfo landmarks. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} disabled={busy} aria-label="창 닫기">
            <X aria-hidden="true" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
