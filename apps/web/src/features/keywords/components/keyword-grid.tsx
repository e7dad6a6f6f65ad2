import { CATEGORY_EMOJI, type KeywordItem } from '@geulgam/contracts';
import { CircleCheck, Inbox, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useKeywords } from '../api/get-keywords.ts';
import styles from './keyword-grid.module.css';

const SKELETON_COUNT = 6;
const EMOJI_PRESENTATION = '\uFE0F';

/** The category's emoji, asking for the colour glyph (⚾ alone may render as a plain text symbol). */
function categoryEmoji(category: KeywordItem['category']): string {
  const emoji = CATEGORY_EMOJI[category];
  return emoji.endsWith(EMOJI_PRESENTATION) ? emoji : `${emoji}${EMOJI_PRESENTATION}`;
}

function KeywordCard({ keyword }: { keyword: KeywordItem }) {
  return (
    <article className={styles.card}>
      <p className={styles.category}>
        <span aria-hidden="true">{categoryEmoji(keyword.category)}</span>
        <span>{keyword.category}</span>
      </p>
      <h2 className={styles.title}>{keyword.title}</h2>
      {keyword.is_generated ? (
        <p className={styles.badge}>
          <CircleCheck aria-hidden="true" />
          생성 완료
        </p>
      ) : null}
    </article>
  );
}

/** The home page's recommended keywords: loading, error, empty, or a grid of cards. */
export function KeywordGrid() {
  const keywords = useKeywords();

  if (keywords.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          추천 키워드를 불러오는 중이에요…
        </p>
        <ul role="list" className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      </div>
    );
  }

  // A failed refetch keeps the list already shown; only a first load that failed shows the error.
  if (!keywords.data) {
    return (
      <div className={styles.message} role="alert">
        <p>추천 키워드를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
        <Button variant="secondary" size="sm" onClick={() => void keywords.refetch()} disabled={keywords.isFetching}>
          <RefreshCw aria-hidden="true" />
          다시 시도
        </Button>
      </div>
    );
  }

  const items = keywords.data.data;
  if (items.length === 0) {
    return (
      <div className={styles.message}>
        <Inbox className={styles.messageIcon} aria-hidden="true" />
        <p>아직 추천 키워드가 없어요. 관심사를 먼저 설정해 주세요.</p>
      </div>
    );
  }

  return (
    <ul role="list" className={styles.grid} aria-label="추천 키워드">
      {items.map((keyword) => (
        <li key={keyword.id}>
          <KeywordCard keyword={keyword} />
        </li>
      ))}
    </ul>
  );
}
