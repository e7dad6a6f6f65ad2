import { CircleCheck, LogIn } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isAdminPath, paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/create-api-client.ts';
import { bodyDetail, bodyMessage } from '../../../lib/api-error-text.ts';
import { cn } from '../../../lib/cn.ts';
import { setAdminToken, takeReturnPath } from '../../../lib/storage.ts';
import { adminLogin } from '../api/admin-login.ts';
import panel from '../../../components/ui/panel.module.css';
import styles from './admin-login-form.module.css';

/** SPEC §4, §9: glow 2 s, go to /admin after 0.5 s, hard redirect after 1 s if that did not happen. */
const GLOW_MS = 2000;
const NAVIGATE_MS = 500;
export const FALLBACK_MS = 1000;

export const LOGIN_FAILED = '로그인에 실패했어요.';

/** SPEC §8: detail, then message, then the error's own message, then the fallback. */
function loginErrorText(error: unknown): string {
  const own = !(error instanceof ApiError) && error instanceof Error && error.message ? error.message : null;
  return bodyDetail(error) ?? bodyMessage(error) ?? own ?? LOGIN_FAILED;
}

/** The admin console's sign-in: email and password, one request at a time. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [glow, setGlow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Guards against a second submit before React re-renders the disabled button.
  const inFlight = useRef(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const later = (delayMs: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, delayMs));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const { access, refresh } = await adminLogin({ email, password });
      setAdminToken(access, refresh);
      // Back to the console page a session that ended sent the admin away from, else the console's start.
      const back = takeReturnPath('admin');
      const destination = back && isAdminPath(back) && !back.startsWith(paths.admin.login.getHref()) ? back : null;
      const next = destination ?? paths.admin.root.getHref();
      setSucceeded(true);
      setGlow(true);
      later(GLOW_MS, () => setGlow(false));
      later(NAVIGATE_MS, () => void navigate(next));
      later(FALLBACK_MS, () => {
        const here = window.location.pathname;
        if (here === paths.admin.login.getHref() || !isAdminPath(here)) {
          window.location.assign(next);
        }
      });
    } catch (caught) {
      setError(loginErrorText(caught));
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const locked = submitting || succeeded;

  return (
    <form className={cn(panel.panel, styles.card, glow && styles.glow)} onSubmit={submit} aria-label="관리자 로그인">
      <TextField
        label="이메일"
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        readOnly={locked}
      />
      <TextField
        label="비밀번호"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        readOnly={locked}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      {succeeded ? <Notice tone="success">로그인했어요. 관리자 콘솔로 이동해요.</Notice> : null}
      <Button type="submit" size="lg" block disabled={locked}>
        {succeeded ? <CircleCheck aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {succeeded ? '로그인 완료' : submitting ? '로그인하는 중…' : '로그인'}
      </Button>
    </form>
  );
}
