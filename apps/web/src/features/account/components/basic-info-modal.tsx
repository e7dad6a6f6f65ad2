import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ProviderMark, providerLabel } from '../../../components/ui/provider-mark.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { useMe } from '../api/get-me.ts';
import styles from './account-modals.module.css';

export const BASIC_INFO_ERROR = '사용자 정보를 불러오는 중 오류가 발생했어요.';

/**
 * The member's basic info (SPEC §2 My page): nickname, email, login provider,
 * join date and interests, with the ways to edit the profile or leave.
 */
export function BasicInfoModal({
  onClose,
  onEdit,
  onDelete,
}: {
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const me = useMe();

  return (
    <Modal
      title="기본 정보"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            닫기
          </Button>
          <Button onClick={onEdit}>닉네임·관심사 수정</Button>
        </>
      }
    >
      {me.isPending ? (
        <p role="status" className={styles.loading}>
          불러오는 중이에요…
        </p>
      ) : me.isError ? (
        <Notice tone="error">{BASIC_INFO_ERROR}</Notice>
      ) : (
        <dl className={styles.info}>
          <div className={styles.row}>
            <dt>닉네임</dt>
            <dd>{me.data.nickname || <span className={styles.empty}>아직 정하지 않았어요</span>}</dd>
          </div>
          <div className={styles.row}>
            <dt>이메일</dt>
            <dd>{me.data.email || <span className={styles.empty}>등록된 이메일이 없어요</span>}</dd>
          </div>
          <div className={styles.row}>
            <dt>로그인 방식</dt>
            <dd className={styles.provider}>
              <ProviderMark provider={me.data.provider} />
              <span>{providerLabel(me.data.provider)}</span>
            </dd>
          </div>
          <div className={styles.row}>
            <dt>가입일</dt>
            <dd>{formatLongDate(me.data.created_at) ?? '-'}</dd>
          </div>
          <div className={styles.row}>
            <dt>관심사</dt>
            <dd>
              {me.data.categories.length > 0 ? (
                <ul role="list" className={styles.tags}>
                  {me.data.categories.map((category) => (
                    <li key={category} className={styles.tag}>
                      <CategoryIcon category={category} className={styles.tagIcon} />
                      {category}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className={styles.empty}>아직 고르지 않았어요</span>
              )}
            </dd>
          </div>
        </dl>
      )}
      <div className={styles.leaveRow}>
        <span>더 이상 글감을 쓰지 않으려면</span>
        <Button variant="ghost" size="sm" className={styles.leave} onClick={onDelete}>
          회원 탈퇴
        </Button>
      </div>
    </Modal>
  );
}
