import { useId, useRef } from 'react';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './admin-ui.module.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
}

/** A yes/no question above an open dialog (layer 1001). Focus starts on 취소, the safe answer. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, busy, danger }: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      onClose={onCancel}
      busy={busy}
      layer="confirm"
      size="sm"
      describedBy={id}
      initialFocusRef={cancelRef}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={onCancel}
            disabled={busy}
          >
            취소
          </button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
            {busy ? '처리 중…' : confirmLabel}
          </Button>
        </>
      }
    >
      <p id={id} className={styles.confirmText}>
        {message}
      </p>
    </Modal>
  );
}
