import { REWRITE_OPERATION_LABELS, type RewriteTurn } from '@geulgam/contracts';
import { Bot, Check, FileText, GitCompare, Star } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Notice } from '../../../components/ui/notice.tsx';
import { useMyPosts } from '../api/get-my-posts.ts';
import { usePost } from '../api/get-post.ts';
import { useKeepVersion, useRewritePost, useRewriteState } from '../api/rewrite-post.ts';
import { readPost } from '../lib/post-document.ts';
import deskStyles from './post-desk.module.css';
import control from '../../../components/ui/field-control.module.css';
import styles from './rewrite-assistant.module.css';
import rewriteStyles from './rewrite.module.css';
import { RewriteCompare } from './rewrite-compare.tsx';
import { InstructionForm, OPERATION_HINTS, type RewriteRequest } from './rewrite-controls.tsx';
import { rewriteErrorText } from './rewrite-panel.tsx';

/** What the member asked for in a turn, as their own chat message. */
function askedText(turn: Pick<RewriteTurn, 'heading' | 'operation' | 'instruction'>): string {
  const where = turn.heading ? `「${turn.heading}」` : '글 전체';
  if (turn.operation) return `${where} ${REWRITE_OPERATION_LABELS[turn.operation]} 다시 써 줘`;
  return `${where}: ${turn.instruction ?? ''}`;
}

/**
 * The writing assistant (/chatBot, issue 30): the member picks one of their posts, then talks with it in rewrites.
 * Every turn is an operation on one section (or, with an AI model, a free request) and makes a new version; the
 * assistant's answer says what it did, and the version can be opened, compared with the one before and kept as
 * the 대표 version. The conversation is the keyword's versions that rewrites made (ADR 039), so it survives reloads.
 */
export function RewriteAssistant() {
  const ids = useId();
  const posts = useMyPosts({ page: 1, pageSize: 50 });
  const [postId, setPostId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [sectionIndex, setSectionIndex] = useState<number | null>(null);
  const [comparing, setComparing] = useState<number | null>(null);
  const [pending, setPending] = useState<(RewriteRequest & { heading: string | null }) | null>(null);
  const state = useRewriteState(openId);
  const open = usePost(openId);
  const rewrite = useRewritePost();
  const keep = useKeepVersion();
  const listRef = useRef<HTMLOListElement>(null);

  const turns = useMemo(() => state.data?.turns ?? [], [state.data]);
  const sections = state.data?.sections ?? [];
  const section = sections.find((s) => s.index === sectionIndex) ?? sections[0];
  const chosen = posts.data?.data.find((p) => p.id === postId);
  const html = useMemo(() => (open.data ? readPost(open.data.content).html : ''), [open.data]);

  useEffect(() => {
    // The conversation scrolls inside its own box; the page stays where the member put it.
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [turns.length, pending, rewrite.isError]);

  const choosePost = (value: string) => {
    const id = value ? Number(value) : null;
    setPostId(id);
    setOpenId(id);
    setSectionIndex(null);
    setComparing(null);
    rewrite.reset();
  };

  const send = (request: RewriteRequest) => {
    if (openId === null) return;
    const heading =
      request.section === undefined ? null : (sections.find((s) => s.index === request.section)?.heading ?? null);
    setPending({ ...request, heading });
    rewrite.mutate(
      { postId: openId, ...request },
      {
        onSuccess: (turn) => {
          setOpenId(turn.post_id);
          setComparing(turn.post_id);
        },
        onSettled: () => setPending(null),
      },
    );
  };

  if (posts.isPending) return <p className={rewriteStyles.muted}>내 글을 불러오고 있어요…</p>;
  if (posts.isError) return <Notice tone="error">{rewriteErrorText(posts.error)}</Notice>;
  if (posts.data.data.length === 0) {
    return <Notice>아직 만든 글이 없어요. 홈에서 키워드를 골라 글을 만든 뒤 여기서 다듬어 보세요.</Notice>;
  }

  return (
    <div className={styles.assistant}>
      <div className={styles.picker}>
        <label htmlFor={`${ids}-post`} className={styles.label}>
          다듬을 글
        </label>
        <select
          id={`${ids}-post`}
          className={control.control}
          value={postId ?? ''}
          onChange={(event) => choosePost(event.target.value)}
        >
          <option value="">글을 골라 주세요</option>
          {posts.data.data.map((post) => (
            <option key={post.id} value={post.id}>
              {post.keyword_title ? `${post.keyword_title} · ` : ''}
              {post.title}
            </option>
          ))}
        </select>
      </div>

      {postId === null ? (
        <p className={rewriteStyles.muted}>
          글을 고르면 부분마다 다르게, 더 짧게, 더 자세히, 쉬운 말로 다시 쓸 수 있어요.
        </p>
      ) : (
        <div className={styles.workspace}>
          <div className={styles.chat}>
            <ol ref={listRef} className={styles.messages} aria-label="대화">
              <li className={styles.bot}>
                <Bot className={styles.botIcon} aria-hidden="true" />
                <p className={styles.bubble}>
                  「{chosen?.keyword_title ?? chosen?.title}」 글을 골랐어요(버전 {chosen?.version}). 고칠 부분과 방법을
                  고르면 그 부분만 바꾼 새 버전을 만들어요.
                </p>
              </li>
              {turns.map((turn) => (
                <TurnItems
                  key={turn.post_id}
                  turn={turn}
                  opened={turn.post_id === openId}
                  comparing={comparing === turn.post_id}
                  keeping={keep.isPending}
                  onOpen={() => setOpenId(turn.post_id)}
                  onCompare={() => setComparing(comparing === turn.post_id ? null : turn.post_id)}
                  onKeep={() => keep.mutate(turn.post_id)}
                />
              ))}
              {pending ? (
                <>
                  <li className={styles.user}>
                    <p className={styles.bubble}>
                      {askedText({
                        heading: pending.heading,
                        operation: 'operation' in pending ? pending.operation : null,
                        instruction: 'instruction' in pending ? pending.instruction : null,
                      })}
                    </p>
                  </li>
                  <li className={styles.bot}>
                    <Bot className={styles.botIcon} aria-hidden="true" />
                    <p className={styles.bubble} role="status">
                      고쳐 쓰고 있어요…
                    </p>
                  </li>
                </>
              ) : null}
              {rewrite.isError && !pending ? (
                <li className={styles.bot}>
                  <Bot className={styles.botIcon} aria-hidden="true" />
                  <p className={`${styles.bubble} ${styles.failed}`} role="alert">
                    {rewriteErrorText(rewrite.error)}
                  </p>
                </li>
              ) : null}
            </ol>

            <div className={styles.composer}>
              {state.isPending ? (
                <p className={rewriteStyles.muted}>이 버전의 부분을 읽고 있어요…</p>
              ) : sections.length === 0 ? (
                <p className={rewriteStyles.muted}>이 버전에는 다시 쓸 수 있는 부분이 없어요.</p>
              ) : (
                <>
                  <label htmlFor={`${ids}-section`} className={styles.label}>
                    고칠 부분 (버전 {open.data?.version ?? chosen?.version})
                  </label>
                  <select
                    id={`${ids}-section`}
                    className={control.control}
                    value={section?.index ?? ''}
                    onChange={(event) => setSectionIndex(Number(event.target.value))}
                  >
                    {sections.map((s) => (
                      <option key={s.index} value={s.index}>
                        {s.heading}
                      </option>
                    ))}
                  </select>
                  <div className={styles.operations} role="group" aria-label="다시 쓰는 방법">
                    {(Object.keys(REWRITE_OPERATION_LABELS) as (keyof typeof REWRITE_OPERATION_LABELS)[]).map(
                      (operation) => (
                        <button
                          key={operation}
                          type="button"
                          className={styles.operation}
                          disabled={rewrite.isPending || !section}
                          title={OPERATION_HINTS[operation]}
                          onClick={() => section && send({ section: section.index, operation })}
                        >
                          {REWRITE_OPERATION_LABELS[operation]}
                        </button>
                      ),
                    )}
                  </div>
                  {state.data?.free_instructions ? (
                    <InstructionForm sections={sections} busy={rewrite.isPending} onSend={send} submitLabel="보내기" />
                  ) : null}
                </>
              )}
            </div>
          </div>

          <section className={styles.version} aria-labelledby={`${ids}-version`}>
            <div className={styles.versionHead}>
              <h2 id={`${ids}-version`} className={styles.versionTitle}>
                <FileText aria-hidden="true" />
                {open.data ? `버전 ${open.data.version}` : '버전을 불러오고 있어요'}
              </h2>
              {open.data ? <p className={styles.versionName}>{open.data.title}</p> : null}
            </div>
            {open.isError ? <Notice tone="error">{rewriteErrorText(open.error)}</Notice> : null}
            <div
              className={`${deskStyles.article} ${styles.versionBody}`}
              tabIndex={0}
              role="region"
              aria-label="열어 둔 버전"
              data-testid="assistant-version"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </section>
        </div>
      )}
    </div>
  );
}

function TurnItems({
  turn,
  opened,
  comparing,
  keeping,
  onOpen,
  onCompare,
  onKeep,
}: {
  turn: RewriteTurn;
  opened: boolean;
  comparing: boolean;
  keeping: boolean;
  onOpen: () => void;
  onCompare: () => void;
  onKeep: () => void;
}) {
  return (
    <>
      <li className={styles.user}>
        <p className={styles.bubble}>{askedText(turn)}</p>
      </li>
      <li className={styles.bot} data-testid="assistant-turn">
        <Bot className={styles.botIcon} aria-hidden="true" />
        <div className={styles.answer}>
          <p className={styles.bubble}>
            새 버전을 만들었어요(버전 {turn.version}). {turn.message}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.action}
              aria-pressed={opened}
              onClick={onOpen}
              aria-label={`${opened ? '열어 둔 버전' : '열기'}: 버전 ${turn.version}`}
            >
              {opened ? <Check aria-hidden="true" /> : <FileText aria-hidden="true" />}
              {opened ? '열어 둔 버전' : '열기'}
            </button>
            <button
              type="button"
              className={styles.action}
              aria-expanded={comparing}
              onClick={onCompare}
              aria-label={`바뀐 부분 비교: 버전 ${turn.version}`}
            >
              <GitCompare aria-hidden="true" />
              비교
            </button>
            {turn.representative ? (
              <span className={styles.kept}>
                <Star aria-hidden="true" />
                대표 버전
              </span>
            ) : (
              <button
                type="button"
                className={styles.action}
                disabled={keeping}
                onClick={onKeep}
                aria-label={`대표로 두기: 버전 ${turn.version}`}
              >
                <Star aria-hidden="true" />
                대표로 두기
              </button>
            )}
          </div>
          {comparing ? <RewriteCompare changes={turn.changes} /> : null}
        </div>
      </li>
    </>
  );
}
