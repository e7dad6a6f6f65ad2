import styles from './choice-pills.module.css';

/** A fieldset of radio buttons drawn as pills: one of `labels`' keys is chosen, shown by its label. */
export function ChoicePills<T extends string>({
  legend,
  name,
  labels,
  value,
  onChange,
}: {
  legend: string;
  /** The radio group's name (unique within its form). */
  name: string;
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.pills}>
        {(Object.keys(labels) as T[]).map((option) => (
          <label key={option} className={styles.pill}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
