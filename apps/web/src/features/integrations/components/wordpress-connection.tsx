import { wordpressConnectBody, type WordpressConnectBody } from '@geulgam/contracts';
import { ExternalLink, Link2, Link2Off, LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bodyDetail, statusOf } from '../../../lib/api-error-text.ts';
import { useConnectWordpress, useDisconnectWordpress, useWordpressIntegration } from '../api/wordpress-integration.ts';
import styles from './wordpress-connection.module.css';

export const WORDPRESS_MESSAGES = {
  loadFailed: '연동 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  connectFailed: '워드프레스에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.',
  disconnectFailed: '연결을 해제하지 못했어요. 잠시 후 다시 시도해 주세요.',
  rateLimited: '연결 시도가 너무 잦아요. 잠시 후 다시 시도해 주세요.',
  connected: '워드프레스 사이트를 연결했어요. 이제 글 보기 화면에서 바로 발행할 수 있어요.',
  disconnected: '연결을 해제했어요. 저장해 둔 애플리케이션 비밀번호도 지웠어요.',
} as const;

type Field = keyof WordpressConnectBody;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: WordpressConnectBody = { site_url: '', username: '', application_password: '' };

/** The server's Korean `detail` when it gave one (400 wrong credentials, 502 unreachable, 503 off). */
function serverText(error: unknown, fallback: string): string {
  if (statusOf(error) === 429) return bodyDetail(error) ?? WORDPRESS_MESSAGES.rateLimited;
  return bodyDetail(error) ?? fallback;
}

/** A site URL typed without a scheme gets https:// (what people paste from the address bar varies). */
function withScheme(url: string): string {
  const trimmed = url.trim();
  return trimmed && !/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

function ConnectForm({ onConnected }: { onConnected: () => void }) {
  const connect = useConnectWordpress();
  const [values, setValues] = useState<WordpressConnectBody>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const howtoId = useId();
  const busy = connect.isPending;

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = wordpressConnectBody.safeParse({ ...values, site_url: withScheme(values.site_url) });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    connect.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        onConnected();
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="워드프레스 연결" aria-describedby={howtoId}>
      <div id={howtoId} className={styles.howto}>
        <p className={styles.howtoTitle}>애플리케이션 비밀번호 만드는 법</p>
        <ol>
          <li>내 워드프레스 관리자 화면에 로그인해요.</li>
          <li>
            <strong>사용자 → 프로필</strong>에서 아래쪽 <strong>애플리케이션 비밀번호</strong>로 가요.
          </li>
          <li>이름에 ‘글감’을 적고 새 비밀번호를 만든 뒤, 나온 비밀번호를 그대로 붙여 넣어 주세요.</li>
        </ol>
        <p className={styles.howtoNote}>
          로그인 비밀번호가 아니라 애플리케이션 비밀번호예요. 비밀번호는 암호화해서 보관하고, 연결을 해제하면 바로
          지워요.
        </p>
      </div>
      <TextField
        label="사이트 주소"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://myblog.com"
        value={values.site_url}
        onChange={set('site_url')}
        error={errors.site_url}
        disabled={busy}
      />
      <TextField
        label="사용자 이름"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={set('username')}
        error={errors.username}
        disabled={busy}
      />
      <TextField
        label="애플리케이션 비밀번호"
        type="password"
        autoComplete="new-password"
        placeholder="xxxx xxxx xxxx xxxx xxxx xxxx"
        value={values.application_password}
        onChange={set('application_password')}
        error={errors.application_password}
        disabled={busy}
      />
      {connect.isError ? (
        <Notice tone="error">{serverText(connect.error, WORDPRESS_MESSAGES.connectFailed)}</Notice>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? <LoaderCircle className={styles.spin} aria-hidden="true" /> : <Link2 aria-hidden="true" />}
          {busy ? '사이트를 확인하는 중…' : '연결하기'}
        </Button>
      </div>
    </form>
  );
}

function DisconnectDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const disconnect = useDisconnectWordpress();
  const busy = disconnect.isPending;
  return (
    <Modal
      title="연결 해제"
      onClose={onClose}
      busy={busy}
      layer="confirm"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            취소
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => disconnect.mutate(undefined, { onSuccess: onDone })}>
            {busy ? '해제하는 중…' : '연결 해제'}
          </Button>
        </>
      }
    >
      <p>
        워드프레스 사이트 연결을 해제할까요? 저장해 둔 애플리케이션 비밀번호를 지우고, 이미 발행한 글은 사이트에 그대로
        남아요.
      </p>
      {disconnect.isError ? (
        <Notice tone="error" className={styles.dialogNotice}>
          {serverText(disconnect.error, WORDPRESS_MESSAGES.disconnectFailed)}
        </Notice>
      ) : null}
    </Modal>
  );
}

/**
 * My page → 연동 (ADR 015): connect a WordPress site with an application password, see which site is
 * connected, and disconnect it. The server checks the site before it keeps anything; its Korean `detail`
 * is shown as it comes.
 */
export function WordpressConnection() {
  const integration = useWordpressIntegration();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'connected' | 'disconnected' | null>(null);

  if (integration.isPending) {
    return (
      <p role="status" className={styles.state}>
        연동 정보를 불러오는 중이에요…
      </p>
    );
  }
  if (integration.isError)
    return <Notice tone="error">{serverText(integration.error, WORDPRESS_MESSAGES.loadFailed)}</Notice>;

  const { connected, site_url: siteUrl, username } = integration.data;
  return (
    <div className={styles.root}>
      {done ? <Notice tone="success">{WORDPRESS_MESSAGES[done]}</Notice> : null}
      {connected ? (
        <>
          <dl className={styles.connected}>
            <div>
              <dt>연결된 사이트</dt>
              <dd>
                {siteUrl ? (
                  <a href={siteUrl} target="_blank" rel="noreferrer noopener" className={styles.siteLink}>
                    {siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                    <ExternalLink aria-hidden="true" />
                    <span className="visually-hidden">(새 창)</span>
                  </a>
                ) : (
                  '-'
                )}
              </dd>
            </div>
            <div>
              <dt>사용자 이름</dt>
              <dd>{username ?? '-'}</dd>
            </div>
          </dl>
          <div className={styles.formActions}>
            <Button
              variant="secondary"
              onClick={() => {
                setDone(null);
                setConfirming(true);
              }}
            >
              <Link2Off aria-hidden="true" />
              연결 해제
            </Button>
          </div>
        </>
      ) : (
        <ConnectForm onConnected={() => setDone('connected')} />
      )}
      {confirming ? (
        <DisconnectDialog
          onClose={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            setDone('disconnected');
          }}
        />
      ) : null}
    </div>
  );
}
