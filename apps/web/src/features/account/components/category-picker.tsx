import { CATEGORIES, CATEGORY_EMOJI, type Category } from '@geulgam/contracts';
import { Check } from 'lucide-react';
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
 * The nine interest categories as toggle buttons (`aria-pressed`), grouped
 * under a label. Used by onboarding and the profile edit dialog.
 */
export function CategoryPicker({
  label,
  selected,
  onToggle,
  disabled = false,
  labelId,
  describedBy,
}: {
  /** Text of the group's label; rendered by the caller when `labelId` is given instead. */
  label?: string;
  selected: readonly Category[];
  onToggle: (category: Category) => void;
  disabled?: boolean;
  labelId?: string;
  describedBy?: string;
}) {
  return (
    <div role="group" aria-label={labelId ? undefined : label} aria-labelledby={labelId} aria-describedby={describedBy}>
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
                onClick={() => onToggle(category)}
              >
                <span className={styles.emoji} aria-hidden="true">
                  {CATEGORY_EMOJI[category]}
                </span>
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
