import type { ExportFormat } from '@geulgam/contracts';
import { ChevronDown, Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useAnchoredPopover } from '../../../components/ui/use-anchored-popover.ts';
import styles from './export-menu.module.css';

export const EXPORT_FORMATS: { format: ExportFormat; label: string; hint: string }[] = [
  { format: 'md', label: 'Markdown (.md)', hint: '티스토리·노션·깃허브에 붙여 넣기 좋아요' },
  { format: 'html', label: 'HTML (.html)', hint: '브라우저에서 바로 열리는 파일이에요' },
  { format: 'txt', label: '텍스트 (.txt)', hint: '서식 없이 글만, 링크 주소는 그대로' },
];

/**
 * 내보내기: a button that shows the three file formats. A disclosure (button + list of buttons), not an ARIA
 * menu: Tab moves through the formats, Escape or a click outside closes it. The list is a native popover in the
 * top layer, placed under the button, so the dialog's scrolling body never clips it.
 */
export function ExportMenu({ onExport, busy = false }: { onExport: (format: ExportFormat) => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useAnchoredPopover(listRef, open);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The menu closes first; the dialog around it stays open (a prevented keydown makes no close request).
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      rootRef.current?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    const root = rootRef.current;
    root?.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      root?.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        disabled={busy}
        onClick={() => setOpen((value) => !value)}
      >
        <Download aria-hidden="true" />
        {busy ? '내보내는 중…' : '내보내기'}
        <ChevronDown aria-hidden="true" className={styles.chevron} data-open={open || undefined} />
      </Button>
      <ul
        id={listId}
        ref={listRef}
        popover="manual"
        role="list"
        className={styles.list}
        hidden={!open}
        aria-label="내보낼 형식"
      >
        {EXPORT_FORMATS.map(({ format, label, hint }) => (
          <li key={format}>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                onExport(format);
              }}
            >
              <span className={styles.itemLabel}>{label}</span>
              <span className={styles.itemHint}>{hint}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
