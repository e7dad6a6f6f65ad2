import type { RewriteChange } from '@geulgam/contracts';
import styles from './rewrite.module.css';

const sentences = (paragraph: string) => paragraph.split(/(?<=[.!?。])\s+/).filter(Boolean);

/** One side of a changed section: its sentences, those the other side lacks marked. */
function Side({ paragraphs, other, kind }: { paragraphs: string[]; other: Set<string>; kind: 'before' | 'after' }) {
  return (
    <div className={styles.side} data-kind={kind}>
      <p className={styles.sideLabel}>{kind === 'before' ? '고치기 전' : '고친 뒤'}</p>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className={styles.sideParagraph}>
          {sentences(paragraph).map((sentence, j) =>
            other.has(sentence) ? (
              <span key={j}>{sentence} </span>
            ) : kind === 'before' ? (
              <del key={j} className={styles.removed}>
                {sentence}{' '}
              </del>
            ) : (
              <ins key={j} className={styles.added}>
                {sentence}{' '}
              </ins>
            ),
          )}
        </p>
      ))}
    </div>
  );
}

/** The changed sections side by side (stacked on phones): removed sentences struck, new ones marked. */
export function RewriteCompare({ changes }: { changes: RewriteChange[] }) {
  return (
    <div className={styles.compare}>
      {changes.map((change) => {
        const before = new Set(change.before.flatMap(sentences));
        const after = new Set(change.after.flatMap(sentences));
        return (
          <section key={change.heading} className={styles.change} aria-label={`바뀐 부분: ${change.heading}`}>
            <h4 className={styles.changeHeading}>{change.heading}</h4>
            <div className={styles.sides}>
              <Side paragraphs={change.before} other={after} kind="before" />
              <Side paragraphs={change.after} other={before} kind="after" />
            </div>
          </section>
        );
      })}
    </div>
  );
}
