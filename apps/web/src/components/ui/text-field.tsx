import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import control from './field-control.module.css';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** A short line under the input. */
  hint?: ReactNode;
  /** Shown at the right of the label row, e.g. a character counter. */
  aside?: ReactNode;
  /** Marks the input invalid and describes it. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with an optional hint, counter and error line. */
export function TextField({ label, hint, aside, error, className, ref, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const asideId = aside ? `${id}-aside` : undefined;
  const describedBy = [hintId, asideId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn(styles.field, className)}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {aside ? (
          <span id={asideId} className={styles.aside}>
            {aside}
          </span>
        ) : null}
      </div>
      <input
        ref={ref}
        id={id}
        className={control.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
