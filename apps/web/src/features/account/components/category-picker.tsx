import { CATEGORIES, type Category } from '@geulgam/contracts';
import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import styles from './category-picker.module.css';

/** Keeps the chosen categories in the contract's order, whatever order they were clicked in. */
export function toggleCategory(selected: readonly Category[], category: Category): Category[] {
  const next = new Set(selected);
  if (next.has(category)) next.delete(category);
  else next.add(category);
  return CATEGORIES.filter((item) => next.has(item));
}

/**
 * The nine interest categories as toggle buttons (`aria-pressed`) in a group with a visible label, the
 * number chosen and an optional hint. Used by onboarding and the profile edit dialog.
 */
export function CategoryPicker({
  label,
  hint,
  selected,
  onChange,
  disabled = false,
}: {
  label: string;
  hint?: string;
  selected: readonly Category[];
  /** The new choice, in the contract's order. */
  onChange: (next: Category[]) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div role="group" className={styles.group} aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined}>
      <div className={styles.head}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.count}>{selected.length}개 선택됨</span>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <ul role="list" className={styles.grid}>
        {CATEGORIES.map((category) => {
          const pressed = selected.includes(category);
          return (
            <li key={category}>
              <button
                type="button"
                className={cn(styles.chip, pressed && styles.pressed)}
                aria-pressed={pressed}
                disabled={disabled}
                onClick={() => onChange(toggleCategory(selected, category))}
              >
                <CategoryIcon category={category} className={styles.emoji} />
                <span className={styles.name}>{category}</span>
                <Check className={styles.check} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
