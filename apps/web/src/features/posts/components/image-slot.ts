import { DESK_MESSAGES } from './desk-messages.ts';
import styles from './post-desk.module.css';

/** Turns a typed-in `<img>` into a slot with a spinner, a failure text, and a click to enlarge. */
export function imageDecorator(onOpen: (src: string, alt: string) => void) {
  return (element: Element): Node => {
    if (!(element instanceof HTMLImageElement)) return element;
    const slot = document.createElement('span');
    slot.className = styles.imageSlot!;
    slot.dataset.state = 'loading';
    const spinner = document.createElement('span');
    spinner.className = styles.imageSpinner!;
    spinner.setAttribute('role', 'status');
    spinner.setAttribute('aria-label', DESK_MESSAGES.imageLoading);
    const image = element;
    image.removeAttribute('loading');
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
    if (!image.alt) image.alt = '본문 이미지';
    const open = () => onOpen(image.src, image.alt);
    image.addEventListener('load', () => {
      slot.dataset.state = 'loaded';
      spinner.remove();
    });
    image.addEventListener('error', () => {
      slot.dataset.state = 'failed';
      slot.replaceChildren(Object.assign(document.createElement('span'), { textContent: DESK_MESSAGES.imageFailed }));
    });
    image.addEventListener('click', open);
    image.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    });
    slot.append(spinner, image);
    return slot;
  };
}
