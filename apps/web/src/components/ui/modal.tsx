import { X } from 'lucide-react';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
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

const LAYER_RANK: Record<ModalLayer, number> = { detail: 0, confirm: 1, lightbox: 2 };
const rankOf = (el: Element) => LAYER_RANK[el.getAttribute('data-modal-layer') as ModalLayer] ?? 0;
/** Dialogs this module closes itself (to restack or unmount): their `close` event is not a request to close. */
const closedHere = new WeakSet<HTMLDialogElement>();

function closeHere(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  closedHere.add(dialog);
  dialog.close();
}

/**
 * Shows `dialog` as a modal in the top layer. The top layer stacks in the order dialogs were shown, so a dialog of
 * a higher layer that is already open (a lightbox over a detail that opens a confirmation) is shown again to stay
 * above: the layers are the spec's order whatever order they open in.
 */
function showOnTop(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal();
  const rank = rankOf(dialog);
  const higher = [...document.querySelectorAll<HTMLDialogElement>('dialog[data-modal-layer][open]')].filter(
    (other) => other !== dialog && rankOf(other) > rank,
  );
  for (const other of higher.sort((a, b) => rankOf(a) - rankOf(b))) {
    const focused = document.activeElement;
    closeHere(other);
    other.showModal();
    if (focused instanceof HTMLElement && other.contains(focused)) focused.focus();
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
 * The one modal dialog of the app: a native `<dialog>` shown with `showModal()`, so the browser puts it in the top
 * layer, makes the page and any dialog below it inert, and sends Escape to the topmost dialog only (a panel open
 * inside it takes Escape first by preventing the keydown's default). Callers mount it while it is open. It is
 * labelled by its title, keeps Tab inside (wrapping), gives focus back to whatever had it before, locks page
 * scrolling, and closes on Escape or a press on the overlay unless `busy`. The `<dialog>` itself is the overlay
 * (it covers the viewport); the box is the element inside it.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnOverlay = useRef(false);
  // The latest props, read by the listeners below without re-subscribing them.
  const latest = useRef({ onClose, busy });
  useEffect(() => {
    latest.current = { onClose, busy };
  });

  useBodyScrollLock(true);

  // Shown before paint, so no frame has the dialog in the page's flow; focus moves in only once, when it opens.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showOnTop(dialog);
    (initialFocusRef?.current ?? dialog).focus();
    return () => {
      closeHere(dialog);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape asks to close: the dialog stays until the caller unmounts it (or forever while busy).
  // React passes `cancel` and `close` up its own tree, so a dialog nested in this one (a lightbox, a confirmation)
  // would reach these handlers too: each answers only its own.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (!latest.current.busy) latest.current.onClose();
  };
  // A browser closes a dialog without `cancel` when Escape is pressed again with no user activation in between
  // (its guard against pages that never let go). The caller still decides: busy shows it again, otherwise it closes.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const dialog = dialogRef.current;
    if (dialog && closedHere.delete(dialog)) return;
    if (!dialog?.isConnected) return;
    if (latest.current.busy) showOnTop(dialog);
    else latest.current.onClose();
  };

  const trapTab = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Only a press that starts and ends on the overlay closes: selecting text and releasing outside does not.
  const onOverlayMouseDown = (event: ReactMouseEvent<HTMLDialogElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: ReactMouseEvent<HTMLDialogElement>) => {
    const startedHere = pressStartedOnOverlay.current;
    pressStartedOnOverlay.current = false;
    if (event.target !== event.currentTarget || !startedHere) return;
    if (!busy) onClose();
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      className={cn(styles.overlay, styles[layer])}
      onMouseDown={onOverlayMouseDown}
      onClick={onOverlayClick}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={trapTab}
      data-testid="modal-overlay"
      data-modal-layer={layer}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      tabIndex={-1}
    >
      <div className={cn(styles.dialog, styles[size])}>
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
    </dialog>,
    document.body,
  );
}
