import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import panel from '../../components/ui/panel.module.css';
import { cn } from '../../lib/cn.ts';
import styles from './signup.module.css';

const MISMATCH = '비밀번호가 일치하지 않아요.';

/**
 * The signup form of SPEC §2: not linked anywhere and it makes no call.
 * Members sign in with Kakao or Naver; a submit only says so.
 */
export function SignupRoute() {
  const [form, setForm] = useState({ username: '', email: '', password: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'password' || field === 'confirm') setMismatch(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.password !== form.confirm) {
      setMismatch(true);
      return;
    }
    window.alert(
      `${form.username.trim()}님, 입력해 주셔서 고마워요. 아직 이메일 회원가입은 준비 중이라 카카오나 네이버 계정으로 로그인해 주세요.`,
    );
  };

  return (
    <PageContainer width="compact">
      <PageHeader title="회원가입" description="몇 가지 정보만 입력하면 바로 시작할 수 있어요." />
      <form className={cn(panel.panel, styles.form)} onSubmit={submit}>
        <TextField
          label="아이디"
          name="username"
          autoComplete="username"
          required
          value={form.username}
          onChange={set('username')}
        />
        <TextField
          label="이메일"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={set('email')}
        />
        <TextField
          label="비밀번호"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={set('password')}
        />
        <TextField
          label="비밀번호 확인"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={form.confirm}
          onChange={set('confirm')}
          error={mismatch ? MISMATCH : undefined}
        />
        <Button type="submit" size="lg" block>
          가입하기
        </Button>
      </form>
    </PageContainer>
  );
}
