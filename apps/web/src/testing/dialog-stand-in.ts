/**
 * jsdom (26) implements neither `HTMLDialogElement.showModal`/`close` nor the `popover` attribute's
 * `showPopover`/`hidePopover`. These stand-ins give the tests what the app relies on from a browser:
 *
 * - `showModal()` sets `open` and puts the dialog on top of a stack of modal dialogs; `close()` takes it off,
 *   clears `open` and fires `close`. A dialog removed from the document leaves the stack, as it leaves the top layer.
 * - Escape is a close request for the topmost modal dialog only: it fires a cancelable `cancel` there and closes the
 *   dialog unless that is cancelled. As in a browser, a keydown whose default was prevented makes no close request.
 *   (A browser also ignores `stopPropagation`; here the request is made when the keydown reaches `window`, so an
 *   inner handler must prevent the default, which is what a browser needs anyway.)
 * - `showPopover()`/`hidePopover()` toggle a `:popover-open` stand-in: the `data-popover-open` attribute.
 *
 * What they do not do: make the rest of the page inert, or lay anything out. Those are the browser's, and the e2e
 * suite runs them in Chromium.
 */
const modalStack: HTMLDialogElement[] = [];

function topModal(): HTMLDialogElement | undefined {
  for (let i = modalStack.length - 1; i >= 0; i -= 1) {
    const dialog = modalStack[i]!;
    if (dialog.isConnected && dialog.open) return dialog;
    modalStack.splice(i, 1);
  }
  return undefined;
}

export function installDialogStandIns(): void {
  const dialogProto = window.HTMLDialogElement.prototype;
  if (typeof dialogProto.showModal !== 'function') {
    dialogProto.showModal = function showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
      this.setAttribute('open', '');
      modalStack.push(this);
    };
    dialogProto.show = function show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialogProto.close = function close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.removeAttribute('open');
      const index = modalStack.lastIndexOf(this);
      if (index !== -1) modalStack.splice(index, 1);
      this.dispatchEvent(new Event('close'));
    };
    window.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const dialog = topModal();
      if (!dialog) return;
      const cancel = new Event('cancel', { cancelable: true });
      if (dialog.dispatchEvent(cancel)) dialog.close();
    });
  }

  const elementProto = window.HTMLElement.prototype;
  if (typeof elementProto.showPopover !== 'function') {
    elementProto.showPopover = function showPopover(this: HTMLElement) {
      this.setAttribute('data-popover-open', '');
    };
    elementProto.hidePopover = function hidePopover(this: HTMLElement) {
      this.removeAttribute('data-popover-open');
    };
    elementProto.togglePopover = function togglePopover(this: HTMLElement, force?: boolean | { force?: boolean }) {
      const wanted = typeof force === 'boolean' ? force : (force?.force ?? !this.hasAttribute('data-popover-open'));
      if (wanted) this.showPopover();
      else this.hidePopover();
      return wanted;
    };
  }
}
