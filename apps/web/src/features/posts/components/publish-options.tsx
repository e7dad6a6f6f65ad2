import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useWordpressCategories } from '../api/publish-wordpress.ts';
import styles from './publish-options.module.css';

/** What the member chose before sending: a category of the site, the post's address (slug) and its tags. */
export interface PublishChoice {
  categoryId: number | null;
  slug: string;
  tags: string[];
}

const SLUG = /^[\p{L}\p{N}-]*$/u;
const MAX_TAGS = 20;

/** A slug from what the member typed: spaces become hyphens, other marks go, lower case. */
export function cleanSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .replace(/-{2,}/g, '-')
    .slice(0, 190);
}

/** The tags written in the post's tag line (`#태그`), in order, without repeats. */
export function postTags(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const names = Array.from(doc.querySelectorAll('.post-tags .tag'), (tag) =>
    (tag.textContent ?? '').replace(/^#/, '').trim(),
  );
  return [...new Set(names.filter(Boolean))].slice(0, MAX_TAGS);
}

/**
 * The choices of 발행하기: the site's categories (asked of the site), a slug, and the post's tags for the member
 * to review — nothing is created on their blog that they did not see here.
 */
export function PublishOptions({ value, onChange }: { value: PublishChoice; onChange: (next: PublishChoice) => void }) {
  const categories = useWordpressCategories();
  const [draftTag, setDraftTag] = useState('');
  const id = useId();
  const slugInvalid = !SLUG.test(value.slug);

  const addTag = (event: FormEvent) => {
    event.preventDefault();
    const name = draftTag.replace(/^#/, '').trim().slice(0, 50);
    if (!name || value.tags.includes(name) || value.tags.length >= MAX_TAGS) return;
    onChange({ ...value, tags: [...value.tags, name] });
    setDraftTag('');
  };

  return (
    <div className={styles.options}>
      <div className={styles.field}>
        <label htmlFor={`${id}-category`}>카테고리</label>
        <select
          id={`${id}-category`}
          value={value.categoryId ?? ''}
          disabled={!categories.isSuccess}
          onChange={(event) =>
            onChange({ ...value, categoryId: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{categories.isPending ? '카테고리를 불러오는 중…' : '사이트 기본 카테고리'}</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.parent ? `└ ${category.name}` : category.name}
            </option>
          ))}
        </select>
        {categories.isError ? (
          <p className={styles.hint}>카테고리를 불러오지 못해 사이트 기본 카테고리로 보내요.</p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-slug`}>주소(슬러그)</label>
        <input
          id={`${id}-slug`}
          value={value.slug}
          placeholder="비워 두면 제목으로 만들어져요"
          aria-invalid={slugInvalid || undefined}
          aria-describedby={`${id}-slug-hint`}
          onChange={(event) => onChange({ ...value, slug: event.target.value })}
          onBlur={() => onChange({ ...value, slug: cleanSlug(value.slug) })}
        />
        <p id={`${id}-slug-hint`} className={styles.hint}>
          글자, 숫자, 하이픈(-)만 써요. 예: rate-freeze-2026
        </p>
      </div>
      <fieldset className={styles.field}>
        <legend>태그 {value.tags.length}개 · 보내기 전에 확인해 주세요</legend>
        {value.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="보낼 태그">
            {value.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                #{tag}
                <button
                  type="button"
                  aria-label={`${tag} 태그 빼기`}
                  onClick={() => onChange({ ...value, tags: value.tags.filter((name) => name !== tag) })}
                >
                  <X aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>태그 없이 보내요.</p>
        )}
        <form className={styles.addTag} onSubmit={addTag}>
          <input
            aria-label="추가할 태그"
            value={draftTag}
            maxLength={50}
            placeholder="태그 추가"
            onChange={(event) => setDraftTag(event.target.value)}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={!draftTag.trim()}>
            추가
          </Button>
        </form>
      </fieldset>
    </div>
  );
}
