import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { bodyDetail, bodyString, bodyValuesText, statusOf } from '../../../lib/api-error-text.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import styles from './account-modals.module.css';

export const ACCOUNT_DELETE_MESSAGES = {
  agreement: '안내 사항을 모두 확인했으며, 회원 탈퇴에 동의합니다.',
  unauthorized: '로그인이 필요해요. 다시 로그인해 주세요.',
  forbidden: '이 작업을 수행할 권한이 없어요.',
  failed: '탈퇴 처리 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/** SPEC §8: 401 and 403 have their own words; otherwise the server's string, detail or values, else the fallback. */
function deleteErrorText(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return ACCOUNT_DELETE_MESSAGES.unauthorized;
  if (status === 403) return ACCOUNT_DELETE_MESSAGES.forbidden;
  return bodyString(error) ?? bodyDetail(error) ?? bodyValuesText(error) ?? ACCOUNT_DELETE_MESSAGES.failed;
}

/**
 * Account deletion (SPEC §4): the delete button works only once the agreement
 * is ticked. While the request runs nothing can close the dialog or change the
 * agreement. On success `onDeleted` then `onClose` run; on failure the dialog
 * stays open with the reason and works again.
 */
export function AccountDeleteModal({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const deleteAccount = useDeleteAccount();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noticeId = useId();
  const busy = deleteAccount.isPending;

  const confirm = async () => {
    if (!agreed || busy) return;
    setError(null);
    try {
      await deleteAccount.mutateAsync();
    } catch (caught) {
      setError(deleteErrorText(caught));
      return;
    }
    onDeleted();
    onClose();
  };

  return (
    <Modal
      title="회원 탈퇴"
      onClose={onClose}
      busy={busy}
      layer="confirm"
      size="sm"
      describedBy={noticeId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            취소
          </Button>
          <Button variant="danger" onClick={confirm} disabled={!agreed || busy}>
            {busy ? '탈퇴 처리 중…' : '탈퇴하기'}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <div id={noticeId} className={styles.warning}>
          <p className={styles.warningTitle}>
            <TriangleAlert aria-hidden="true" />
            탈퇴하기 전에 꼭 확인해 주세요
          </p>
          <ul className={styles.warningList}>
            <li>닉네임, 이메일, 관심사 같은 계정 정보가 바로 삭제돼요.</li>
            <li>지금까지 만든 콘텐츠도 모두 삭제되고, 되돌릴 수 없어요.</li>
            <li>같은 소셜 계정으로 다시 로그인하면 새 계정으로 시작해요.</li>
          </ul>
        </div>
        <label className={styles.agreement}>
          <input
            type="checkbox"
            checked={agreed}
            disabled={busy}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <span>{ACCOUNT_DELETE_MESSAGES.agreement}</span>
        </label>
        {error ? <Notice tone="error">{error}</Notice> : null}
      </div>
    </Modal>
  );
}
