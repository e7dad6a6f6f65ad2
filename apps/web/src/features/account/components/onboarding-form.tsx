import { type Category, NICKNAME_MAX } from '@geulgam/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Notice, type NoticeTone } from '../../../components/ui/notice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { bodyDetail, statusOf } from '../../../lib/api-error-text.ts';
import { clearMemberTokens, getAccessToken } from '../../../lib/storage.ts';
import { getMeQueryOptions } from '../api/get-me.ts';
import { useSaveInterests } from '../api/save-interests.ts';
import { CategoryPicker } from './category-picker.tsx';
import panel from '../../../components/ui/panel.module.css';
import { cn } from '../../../lib/cn.ts';
import styles from './onboarding-form.module.css';

/** SPEC §9: after success, after login errors. */
const HOME_DELAY_MS = 500;
export const LOGIN_DELAY_MS = 2000;

export const ONBOARDING_MESSAGES = {
  noCategory: '관심사를 1개 이상 선택해 주세요.',
  notLoggedIn: '로그인되어 있지 않아요. 다시 로그인해 주세요.',
  nicknameTaken: '이미 사용 중인 닉네임이에요.',
  badRequest: '잘못된 요청이에요.',
  unknown: '알 수 없는 오류가 발생했어요.',
  done: '설정을 마쳤어요! 곧 홈으로 이동해요.',
} as const;

interface Message {
  tone: NoticeTone;
  text: string;
  /** Visible mark instead of the icon (the spec's warning mark). */
  mark?: string;
}

/**
 * First-login setup (SPEC §2 Onboarding, §5, §8): an optional nickname and at
 * least one of the nine interests, sent with the member's token. Exactly 200
 * is success and leads home; a missing or rejected token leads back to /login.
 */
export function OnboardingForm() {
  const navigate = useNavigate();
  const saveInterests = useSaveInterests();
  // The nickname the login brought from Kakao or Naver, until the member types their own.
  const me = useQuery({ ...getMeQueryOptions(), enabled: Boolean(getAccessToken()) });
  const [typed, setTyped] = useState<string | null>(null);
  const nickname = typed ?? me.data?.nickname ?? '';
  const setNickname = setTyped;
  const [categories, setCategories] = useState<Category[]>([]);
  const [message, setMessage] = useState<Message | null>(null);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const leaveAfter = (href: string, delayMs: number) => {
    setLeaving(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate(href, { replace: true }), delayMs);
  };

  const toLogin = () => {
    setMessage({ tone: 'error', text: ONBOARDING_MESSAGES.notLoggedIn });
    leaveAfter(paths.login.getHref(), LOGIN_DELAY_MS);
  };

  const busy = saveInterests.isPending || leaving;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (categories.length === 0) {
      setMessage({ tone: 'warning', text: ONBOARDING_MESSAGES.noCategory, mark: '⚠' });
      return;
    }
    const token = getAccessToken();
    if (!token) return toLogin();

    setMessage(null);
    const trimmed = nickname.trim();
    try {
      const status = await saveInterests.mutateAsync({
        token,
        categories,
        ...(trimmed ? { nickname: trimmed } : {}),
      });
      if (status !== 200) {
        setMessage({ tone: 'error', text: ONBOARDING_MESSAGES.unknown });
        return;
      }
      setMessage({ tone: 'success', text: ONBOARDING_MESSAGES.done });
      leaveAfter(paths.home.getHref(), HOME_DELAY_MS);
    } catch (error) {
      switch (statusOf(error)) {
        case 401:
          // The stored token no longer works: forget it, so the app shows the member as signed out.
          clearMemberTokens();
          return toLogin();
        case 409:
          return setMessage({ tone: 'error', text: ONBOARDING_MESSAGES.nicknameTaken });
        case 400:
          return setMessage({ tone: 'error', text: bodyDetail(error) ?? ONBOARDING_MESSAGES.badRequest });
        default:
          return setMessage({ tone: 'error', text: ONBOARDING_MESSAGES.unknown });
      }
    }
  };

  return (
    <form className={cn(panel.panel, styles.form)} onSubmit={submit} noValidate>
      <TextField
        label="닉네임 (선택)"
        name="nickname"
        autoComplete="nickname"
        placeholder="예: 오늘의글감"
        maxLength={NICKNAME_MAX}
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        disabled={busy}
        aside={`${nickname.length}/${NICKNAME_MAX}`}
        hint={`비워 두어도 괜찮아요. 최대 ${NICKNAME_MAX}자까지 쓸 수 있어요.`}
      />

      <CategoryPicker
        label="관심사"
        hint="관심 있는 분야를 1개 이상 골라 주세요. 나중에 마이페이지에서 바꿀 수 있어요."
        selected={categories}
        disabled={busy}
        onChange={(next) => {
          setCategories(next);
          if (message?.text === ONBOARDING_MESSAGES.noCategory) setMessage(null);
        }}
      />

      {message ? (
        <Notice tone={message.tone} mark={message.mark}>
          {message.text}
        </Notice>
      ) : null}

      <Button type="submit" size="lg" block disabled={busy}>
        {saveInterests.isPending ? '설정 중…' : '시작하기'}
      </Button>
    </form>
  );
}
