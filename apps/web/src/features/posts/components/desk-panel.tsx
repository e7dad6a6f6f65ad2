import type { PostDetail, PostQuality, RewriteTurn } from '@geulgam/contracts';
import { Check, CircleAlert, Copy, ExternalLink } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { postStats } from '../lib/post-stats.ts';
import styles from './desk-panel.module.css';
import { TONE_LABELS } from './regenerate-options.tsx';

// The script is asked for only when its tab opens.
const VideoScriptTab = lazy(() => import('./video-script-tab.tsx').then((m) => ({ default: m.VideoScriptTab })));
const RewritePanel = lazy(() => import('./rewrite-panel.tsx'));

const number = new Intl.NumberFormat('ko-KR');

/** A button that copies one piece of text and says so for a moment. */
function CopyButton({ text, label, doneLabel = '복사했어요' }: { text: string; label: string; doneLabel?: string }) {
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2_000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () => {
    if (!navigator.clipboard?.writeText) {
      setState('failed');
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setState('done'),
      () => setState('failed'),
    );
  };
  return (
    <button type="button" className={styles.copy} onClick={copy} disabled={!text} aria-label={label}>
      {state === 'done' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{state === 'done' ? doneLabel : state === 'failed' ? '복사하지 못했어요' : '복사'}</span>
    </button>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

interface QualityLine {
  ok: boolean;
  text: string;
}

export function qualityLines(quality: PostQuality, tone: PostDetail['tone'], openSlots: number): QualityLine[] {
  const toneName = TONE_LABELS[tone];
  const copied = Math.round(quality.copied_share * 100);
  // A post that misses the writer's bars says so first, so it never looks finished.
  const problems: QualityLine[] =
    quality.problems.length > 0 ? [{ ok: false, text: `다듬을 곳이 있어요. ${quality.problems.join(' ')}` }] : [];
  return [
    ...problems,
    {
      ok: quality.figures_unsupported === 0,
      text:
        quality.figures_unsupported === 0
          ? `글 속 수치 ${number.format(quality.figures_checked)}개를 모두 기사에서 확인했어요.`
          : `기사에서 찾지 못한 수치가 ${quality.figures_unsupported}개 있어요. 고쳐 주세요.`,
    },
    {
      ok: quality.repeated_facts === 0,
      text:
        quality.repeated_facts === 0
          ? '같은 수치를 되풀이하지 않았어요.'
          : `세 번 이상 나오는 수치가 ${quality.repeated_facts}개 있어요.`,
    },
    {
      ok: copied <= 30,
      text: `기사 문장을 거의 그대로 옮긴 문장은 ${copied}%예요.`,
    },
    {
      ok: quality.register_ok,
      text: quality.register_ok
        ? `모든 문장을 ${toneName}로 썼어요.`
        : `${toneName}가 아닌 문장이 ${quality.register_errors}개 있어요.`,
    },
    {
      ok: quality.disclosure !== 'missing',
      text:
        quality.disclosure === 'first'
          ? '광고 표시가 글 맨 앞에 있어요.'
          : quality.disclosure === 'none'
            ? '제휴 상품이 없어 광고 표시가 필요 없어요.'
            : '제휴 상품이 있는데 광고 표시가 빠졌어요.',
    },
    {
      ok: openSlots === 0,
      text:
        openSlots === 0
          ? '나의 경험 칸을 모두 채웠어요.'
          : `아직 채우지 않은 경험 칸이 ${openSlots}개 있어요. 편집하기에서 채울 수 있고, 복사할 때는 빠져요.`,
    },
  ];
}

export interface DeskPanelProps {
  post: PostDetail;
  /** The readable text and picture count of what is shown (the member's edit included). */
  text: string;
  images: number;
  openSlots: number;
  /** How far the member has read, 0–1. */
  progress: number;
  /** The tab shown, when the desk holds it (on phones its own tabs choose, one level with 글). */
  tab?: DeskPanelTab;
  onTab?: (tab: DeskPanelTab) => void;
  /** A rewrite made a new version: the desk shows it. Without it the 다시 쓰기 tab is not offered. */
  onRewritten?: ((turn: RewriteTurn) => void) | undefined;
  lastRewrite?: RewriteTurn | null;
}

export type DeskPanelTab = 'info' | 'rewrite' | 'video';

const TAB_LABELS: Record<DeskPanelTab, string> = { info: '글 정보', rewrite: '다시 쓰기', video: '영상 대본' };

/**
 * The result modal's side panel: 글 정보 (SPEC §2's statistics, the SEO package with copy buttons, the
 * quality report, the sources) and 영상 대본.
 */
export function DeskPanel({
  post,
  text,
  images,
  openSlots,
  progress,
  tab: heldTab,
  onTab,
  onRewritten,
  lastRewrite = null,
}: DeskPanelProps) {
  const [ownTab, setOwnTab] = useState<DeskPanelTab>('info');
  const tab = heldTab ?? ownTab;
  const setTab = (next: DeskPanelTab) => (onTab ? onTab(next) : setOwnTab(next));
  const id = useId();
  const stats = postStats(text, images, progress);
  const tags = post.hashtags.map((tag) => `#${tag}`).join(' ');
  const titles = [...new Set([post.title, ...post.title_options].map((title) => title.trim()).filter(Boolean))];

  return (
    <div className={styles.panel}>
      <div className={styles.tabs} role="tablist" aria-label="글 도구">
        {(['info', ...(onRewritten ? (['rewrite'] as const) : []), 'video'] as const).map((which) => (
          <button
            key={which}
            type="button"
            role="tab"
            id={`${id}-${which}-tab`}
            aria-controls={`${id}-${which}`}
            aria-selected={tab === which}
            className={styles.tab}
            onClick={() => setTab(which)}
          >
            {TAB_LABELS[which]}
          </button>
        ))}
      </div>

      {tab === 'info' ? (
        <div id={`${id}-info`} role="tabpanel" aria-labelledby={`${id}-info-tab`} className={styles.tabPanel}>
          <Section title="통계">
            <dl className={styles.stats}>
              <div>
                <dt>예상 읽기 시간</dt>
                <dd>약 {number.format(stats.readingMinutes)}분</dd>
              </div>
              <div>
                <dt>글자 수(공백 제외)</dt>
                <dd>{number.format(stats.charsWithoutSpaces)}자</dd>
              </div>
              <div>
                <dt>글자 수(공백 포함)</dt>
                <dd>{number.format(stats.charsWithSpaces)}자</dd>
              </div>
              <div>
                <dt>이미지</dt>
                <dd>{number.format(stats.images)}개</dd>
              </div>
              <div>
                <dt>읽은 정도</dt>
                <dd>{stats.progressPercent}%</dd>
              </div>
            </dl>
          </Section>

          <Section title="SEO 패키지">
            <div className={styles.seoBlock}>
              <p className={styles.seoLabel}>제목 복사</p>
              <ul className={styles.titleOptions} role="list">
                {titles.map((title) => (
                  <li key={title}>
                    <span>{title}</span>
                    <CopyButton text={title} label={`제목 복사: ${title}`} />
                  </li>
                ))}
              </ul>
            </div>
            <div className={styles.seoBlock}>
              <div className={styles.seoHead}>
                <p className={styles.seoLabel}>태그</p>
                <CopyButton text={tags} label="태그 복사" />
              </div>
              <p className={styles.seoValue}>{tags || '태그가 없어요.'}</p>
            </div>
            <div className={styles.seoBlock}>
              <div className={styles.seoHead}>
                <p className={styles.seoLabel}>메타 설명 ({number.format(post.meta_description.length)}자)</p>
                <CopyButton text={post.meta_description} label="메타 설명 복사" />
              </div>
              <p className={styles.seoValue}>{post.meta_description || '메타 설명이 없어요.'}</p>
            </div>
          </Section>

          <Section title="품질 리포트">
            <ul className={styles.quality} role="list">
              {qualityLines(post.quality, post.tone, openSlots).map((line) => (
                <li key={line.text} data-ok={line.ok}>
                  {line.ok ? <Check aria-label="좋아요" /> : <CircleAlert aria-label="확인해 주세요" />}
                  <span>{line.text}</span>
                </li>
              ))}
              {post.quality.notes.map((note) => (
                <li key={note} data-ok="note">
                  <CircleAlert aria-label="참고" />
                  <span>{note}</span>
                </li>
              ))}
            </ul>
          </Section>

          <Section title="출처">
            {post.sources.length > 0 ? (
              <ul className={styles.sources} role="list">
                {post.sources.map((source) => (
                  <li key={source.url}>
                    <a href={source.url} target="_blank" rel="noopener noreferrer">
                      {source.title}
                      <ExternalLink aria-hidden="true" />
                    </a>
                    <span className={styles.outlet}>{source.outlet}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>출처 정보가 없어요.</p>
            )}
          </Section>
        </div>
      ) : tab === 'rewrite' && onRewritten ? (
        <div id={`${id}-rewrite`} role="tabpanel" aria-labelledby={`${id}-rewrite-tab`} className={styles.tabPanel}>
          <Suspense fallback={<p className={styles.muted}>다시 쓰기를 불러오고 있어요…</p>}>
            <RewritePanel post={post} last={lastRewrite} onRewritten={onRewritten} />
          </Suspense>
        </div>
      ) : (
        <div id={`${id}-video`} role="tabpanel" aria-labelledby={`${id}-video-tab`} className={styles.tabPanel}>
          <Suspense fallback={<p className={styles.muted}>영상 대본을 불러오고 있어요…</p>}>
            <VideoScriptTab postId={post.id} title={post.title} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

export default DeskPanel;
