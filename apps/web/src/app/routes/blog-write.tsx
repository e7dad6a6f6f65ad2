import {
  CATEGORIES,
  DEFAULT_POST_LENGTH,
  DEFAULT_TONE,
  TOPIC_LINKS_MAX,
  TOPIC_MAX_CHARS,
  TOPIC_TEXT_MAX_CHARS,
  type Category,
  type PostLength,
  type Tone,
  type TopicPostResponse,
} from '@geulgam/contracts';
import { Link2, Plus, Sparkles, X } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { ChoicePills } from '../../components/ui/choice-pills.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { SignedOutPanel } from '../../components/ui/signed-out-panel.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { useWriteTopicPost } from '../../features/generation/api/write-topic.ts';
import { invalidatePostLists } from '../../features/posts/api/posts-keys.ts';
import { LENGTH_LABELS, TONE_LABELS } from '../../features/posts/components/regenerate-options.tsx';
import { ApiError } from '../../lib/create-api-client.ts';
import { bodyDetail } from '../../lib/api-error-text.ts';
import { useAccessToken } from '../../lib/use-auth-tokens.ts';
import { LazyPostEditor } from '../post-editor.ts';
import control from '../../components/ui/field-control.module.css';
import styles from './blog-write.module.css';

// The desk (typing, editor, versions) loads when the written post opens.
const PostDesk = lazy(() => import('../../features/posts/components/post-desk.tsx'));

const WRITE_FAILED = '글을 만들지 못했어요. 잠시 후 다시 시도해 주세요.';

/** The per-link lines of a refusal (`links` of the error body), when there are any. */
function linkProblems(error: unknown): string[] {
  const body = error instanceof ApiError ? (error.body as { links?: unknown } | undefined) : undefined;
  return Array.isArray(body?.links) ? body.links.filter((line): line is string => typeof line === 'string') : [];
}

/** Write on your own topic (ADR 038): a topic and news links (or an article's text) become a post. */
export function BlogWriteRoute() {
  const accessToken = useAccessToken();
  const [topic, setTopic] = useState('');
  const [links, setLinks] = useState<string[]>(['']);
  const [text, setText] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [tone, setTone] = useState<Tone>(DEFAULT_TONE);
  const [length, setLength] = useState<PostLength>(DEFAULT_POST_LENGTH);
  const [written, setWritten] = useState<TopicPostResponse | null>(null);
  const [desk, setDesk] = useState<{ postId: number; topic: string } | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const write = useWriteTopicPost({ onWritten: (queryClient) => void invalidatePostLists(queryClient) });

  const header = (
    <PageHeader
      title="내 주제로 글쓰기"
      description="쓰고 싶은 주제와 참고할 뉴스 링크를 넣으면, 기사를 읽고 사실만 골라 블로그 글로 정리해 드려요."
    />
  );

  if (!accessToken) {
    return (
      <div className={styles.page}>
        {header}
        <SignedOutPanel>로그인하면 내 주제와 뉴스 링크로 글을 쓸 수 있어요.</SignedOutPanel>
      </div>
    );
  }

  const given = links.map((link) => link.trim()).filter(Boolean);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (given.length === 0 && !text.trim()) {
      setMissing('뉴스 링크를 하나 이상 넣거나 기사 본문을 붙여 넣어 주세요.');
      return;
    }
    setMissing(null);
    setWritten(null);
    write.mutate(
      {
        topic: topic.trim(),
        links: given,
        ...(text.trim() ? { text } : {}),
        ...(category ? { category } : {}),
        tone,
        length,
      },
      {
        onSuccess: (answer) => {
          setWritten(answer);
          setDesk({ postId: answer.post_id, topic: topic.trim() });
        },
      },
    );
  };

  const setLink = (index: number, value: string) =>
    setLinks((current) => current.map((link, i) => (i === index ? value : link)));
  const problems = write.isError ? linkProblems(write.error) : [];

  return (
    <div className={styles.page}>
      {header}
      <form className={styles.form} onSubmit={submit} noValidate={false}>
        <TextField
          label="주제"
          name="topic"
          required
          minLength={2}
          maxLength={TOPIC_MAX_CHARS}
          placeholder="예: 폐교가 청소년 창작 공간으로 바뀐다"
          hint="글의 제목과 흐름이 이 주제를 중심으로 잡혀요."
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
        />

        <fieldset className={styles.links}>
          <legend className={styles.legend}>
            <Link2 aria-hidden="true" />
            뉴스 링크 <span className={styles.count}>{`${given.length} / ${TOPIC_LINKS_MAX}`}</span>
          </legend>
          <p className={styles.hint}>
            기사 주소를 1~5개 넣어 주세요. 읽지 못한 링크는 이유를 알려 드리고, 읽은 기사만으로 글을 써요.
          </p>
          {links.map((link, index) => (
            <div key={index} className={styles.linkRow}>
              <label htmlFor={`topic-link-${index}`} className="visually-hidden">{`뉴스 링크 ${index + 1}`}</label>
              <input
                id={`topic-link-${index}`}
                type="url"
                inputMode="url"
                className={control.control}
                placeholder="https://news.example.com/article/123"
                value={link}
                onChange={(event) => setLink(index, event.target.value)}
              />
              {links.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`뉴스 링크 ${index + 1} 지우기`}
                  onClick={() => setLinks((current) => current.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          ))}
          {links.length < TOPIC_LINKS_MAX ? (
            <Button variant="secondary" size="sm" onClick={() => setLinks((current) => [...current, ''])}>
              <Plus aria-hidden="true" />
              링크 추가
            </Button>
          ) : null}
        </fieldset>

        <div className={styles.field}>
          <label htmlFor="topic-text" className={styles.label}>
            기사 본문 붙여 넣기 <span className={styles.optional}>(선택)</span>
          </label>
          <textarea
            id="topic-text"
            className={control.control}
            rows={6}
            maxLength={TOPIC_TEXT_MAX_CHARS}
            placeholder="링크로 열리지 않는 기사라면 본문을 그대로 붙여 넣어 주세요. 첫 줄이 제목이면 제목으로 읽어요."
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>

        <div className={styles.options}>
          <label className={styles.select}>
            <span>분야</span>
            <select
              className={control.control}
              value={category}
              onChange={(event) => setCategory(event.target.value as Category | '')}
            >
              <option value="">기사를 읽고 정하기</option>
              {CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <ChoicePills legend="말투" name="tone" labels={TONE_LABELS} value={tone} onChange={setTone} />
          <ChoicePills legend="길이" name="length" labels={LENGTH_LABELS} value={length} onChange={setLength} />
        </div>

        {missing ? <Notice tone="error">{missing}</Notice> : null}
        {write.isError ? (
          <Notice tone="error">
            <p>{bodyDetail(write.error) ?? WRITE_FAILED}</p>
            {problems.length > 0 ? (
              <ul className={styles.problems}>
                {problems.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </Notice>
        ) : null}

        <Button type="submit" size="lg" block disabled={write.isPending}>
          <Sparkles aria-hidden="true" />
          {write.isPending ? '링크를 읽고 글을 쓰는 중이에요…' : '이 주제로 글 만들기'}
        </Button>
      </form>

      {written ? (
        <section className={styles.result} aria-labelledby="topic-result-title">
          <h2 id="topic-result-title" className={styles.resultTitle}>
            글을 만들었어요
          </h2>
          {written.sources.length > 0 ? (
            <p>
              읽은 기사 {written.sources.length}건:{' '}
              {written.sources.map((source, index) => (
                <span key={source.url}>
                  {index > 0 ? ', ' : null}
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.title}
                  </a>{' '}
                  ({source.outlet})
                </span>
              ))}
            </p>
          ) : (
            <p>붙여 넣은 본문으로 썼어요.</p>
          )}
          {written.failed_links.length > 0 ? (
            <Notice tone="warning">
              <p>읽지 못한 링크 {written.failed_links.length}개는 빼고 썼어요.</p>
              <ul className={styles.problems} aria-label="읽지 못한 링크">
                {written.failed_links.map((link) => (
                  <li key={link.url}>
                    <span className={styles.failedUrl}>{link.url}</span> — {link.message}
                  </li>
                ))}
              </ul>
            </Notice>
          ) : null}
          <div className={styles.resultActions}>
            <Button onClick={() => setDesk({ postId: written.post_id, topic: topic.trim() })}>글 열기</Button>
            <Link to={paths.blogList.getHref()} className={buttonClassName({ variant: 'secondary' })}>
              내 글 보관함
            </Link>
          </div>
        </section>
      ) : null}

      {desk ? (
        <Suspense fallback={null}>
          <PostDesk
            key={desk.postId}
            keywordTitle={desk.topic}
            postId={desk.postId}
            fresh
            onClose={() => setDesk(null)}
            Editor={LazyPostEditor}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
