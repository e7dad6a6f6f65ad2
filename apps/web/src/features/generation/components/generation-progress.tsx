import { LoaderCircle, Sparkles } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatElapsed, generationStage, STAGE_LABELS } from '../lib/generation-stage.ts';
import { groupPreview, type PreviewBlock } from '../lib/preview-blocks.ts';
import styles from './generation-progress.module.css';

export const DRAFT_MESSAGES = {
  generating: 'AI가 콘텐츠를 생성하고 있어요. 잠시만 기다려 주세요.',
  writing: 'AI가 글을 쓰고 있어요…',
  finishing: '완성된 글을 불러오고 있어요…',
} as const;

/** The stage of a running generation and the time it has taken. */
export function GenerationProgress({ preview }: { preview: PreviewBlock[] }) {
  const latest = useRef(preview);
  useEffect(() => {
    latest.current = preview;
  });
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { started: now, now, seen: preview, changedAt: now };
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      setClock((last) => {
        const now = Date.now();
        return latest.current === last.seen ? { ...last, now } : { ...last, now, seen: latest.current, changedAt: now };
      });
    }, 250);
    return () => window.clearInterval(timer);
  }, []);
  const { now, started } = clock;
  const stage = generationStage(preview.length > 0, now - clock.changedAt);
  const steps = ['reading', 'writing', 'finishing'] as const;
  return (
    <div className={styles.progressLine} data-testid="generation-progress">
      <ol className={styles.stages} aria-label="진행 단계">
        {steps.map((step) => (
          <li
            key={step}
            data-state={step === stage ? 'current' : steps.indexOf(step) < steps.indexOf(stage) ? 'done' : 'waiting'}
            aria-current={step === stage ? 'step' : undefined}
          >
            {STAGE_LABELS[step]}
          </li>
        ))}
      </ol>
      <span className={styles.elapsed}>{formatElapsed(now - started)} 지남</span>
    </div>
  );
}

function scrollToEnd(element: Element) {
  element.scrollTop = element.scrollHeight;
}

/** The draft while the model writes it: plain text only (React text nodes), a cursor after the last block. */
function PreviewDraft({ blocks, status }: { blocks: PreviewBlock[]; status: string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  // The draft grows at the bottom of the reading area around it: follow it, unless the member
  // scrolled up to read.
  const follow = useRef(true);
  useEffect(() => {
    const scroller = rootRef.current?.parentElement;
    if (!scroller) return;
    const onScroll = () => {
      follow.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 48;
    };
    scroller.addEventListener('scroll', onScroll);
    return () => scroller.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    const scroller = rootRef.current?.parentElement;
    if (scroller && follow.current) scrollToEnd(scroller);
  }, [blocks]);
  const last = blocks.at(-1);
  const content = (block: PreviewBlock) => (
    <>
      {block.text}
      {block === last ? <span className={styles.cursor} aria-hidden="true" /> : null}
    </>
  );
  const single = (block: PreviewBlock) => {
    const props = { 'data-preview-block': block.block, 'data-kind': block.kind };
    switch (block.kind) {
      case 'title':
        return (
          <p key={block.block} className={styles.previewTitle} {...props}>
            {content(block)}
          </p>
        );
      case 'heading':
        return (
          <h3 key={block.block} className={styles.previewHeading} {...props}>
            {content(block)}
          </h3>
        );
      default:
        return (
          <p key={block.block} {...props}>
            {content(block)}
          </p>
        );
    }
  };
  return (
    <div ref={rootRef} className={styles.preview} data-testid="result-preview" aria-busy="true">
      <p className={styles.previewStatus} role="status">
        <Sparkles aria-hidden="true" />
        {status}
      </p>
      <div className={`${styles.article} ${styles.previewArticle}`}>
        {groupPreview(blocks).map((group) =>
          group.kind === 'list' ? (
            <ul key={`list-${group.items[0]!.block}`}>
              {group.items.map((block) => (
                <li key={block.block} data-preview-block={block.block} data-kind="item">
                  {content(block)}
                </li>
              ))}
            </ul>
          ) : (
            single(group.block)
          ),
        )}
      </div>
    </div>
  );
}

/**
 * What the reading area shows until the post is there: the draft written so far (`writing` while the
 * stream runs, `finishing` once the post is stored and loads), or a spinner before the first words.
 */
export function GenerationDraft({ blocks, finishing }: { blocks: PreviewBlock[]; finishing: boolean }) {
  if (blocks.length > 0) {
    return <PreviewDraft blocks={blocks} status={finishing ? DRAFT_MESSAGES.finishing : DRAFT_MESSAGES.writing} />;
  }
  return (
    <div className={styles.loading} role="status">
      <Sparkles className={styles.sparkle} aria-hidden="true" />
      <p>{DRAFT_MESSAGES.generating}</p>
      <LoaderCircle className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
