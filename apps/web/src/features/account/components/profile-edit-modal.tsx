import { CATEGORIES, type Category, NICKNAME_MAX } from '@geulgam/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bodyDetail, bodyMessage, fieldErrorsText, statusOf } from '../../../lib/api-error-text.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { CategoryPicker } from './category-picker.tsx';
import styles from './account-modals.module.css';

export const PROFILE_EDIT_MESSAGES = {
  nickname: `닉네임은 1~${NICKNAME_MAX}자로 입력해 주세요.`,
  categories: '관심사를 1개 이상 선택해 주세요.',
  taken: '이미 사용 중인 닉네임이에요.',
  failed: '수정 중 오류가 발생했어요.',
} as const;

/** SPEC §8: the server's message if a string, else its detail, else the field errors, else the fallback. */
function updateErrorText(error: unknown): string {
  return (
    bodyMessage(error) ??
    bodyDetail(error) ??
    fieldErrorsText(error) ??
    (statusOf(error) === 409 ? PROFILE_EDIT_MESSAGES.taken : PROFILE_EDIT_MESSAGES.failed)
  );
}

/**
 * Edit the nickname (trimmed, 1 to 20 characters) and the interests (at least
 * one). On failure the dialog stays open with the reason.
 */
export function ProfileEditModal({
  initialNickname,
  initialCategories,
  onClose,
  onSaved,
}: {
  initialNickname: string;
  initialCategories: readonly Category[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const updateProfile = useUpdateProfile();
  const [nickname, setNickname] = useState(initialNickname);
  const [categories, setCategories] = useState<Category[]>(() =>
    CATEGORIES.filter((category) => initialCategories.includes(category)),
  );
  const [error, setError] = useState<string | null>(null);
  const nicknameRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const busy = updateProfile.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = nickname.trim();
    if (trimmed.length < 1 || trimmed.length > NICKNAME_MAX) {
      setError(PROFILE_EDIT_MESSAGES.nickname);
      nicknameRef.current?.focus();
      return;
    }
    if (categories.length === 0) {
      setError(PROFILE_EDIT_MESSAGES.categories);
      return;
    }
    setError(null);
    try {
      await updateProfile.mutateAsync({ nickname: trimmed, categories });
      onSaved();
    } catch (caught) {
      setError(updateErrorText(caught));
    }
  };

  return (
    <Modal
      title="프로필 수정"
      onClose={onClose}
      busy={busy}
      initialFocusRef={nicknameRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            취소
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? '저장하는 중…' : '저장'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          ref={nicknameRef}
          label="닉네임"
          name="nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          disabled={busy}
          aside={`${nickname.length}/${NICKNAME_MAX}`}
        />
        <CategoryPicker label="관심사" selected={categories} disabled={busy} onChange={setCategories} />
        {error ? <Notice tone="error">{error}</Notice> : null}
      </form>
    </Modal>
  );
}
