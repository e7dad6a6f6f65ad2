import {
  REWRITE_INSTRUCTION_MAX,
  REWRITE_OPERATION_LABELS,
  type RewriteOperation,
  type RewriteSection,
} from '@geulgam/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import styles from './rewrite.module.css';

const OPERATIONS = Object.keys(REWRITE_OPERATION_LABELS) as RewriteOperation[];

export const OPERATION_HINTS: Record<RewriteOperation, string> = {
  different: '같은 사실, 다른 문장',
  shorter: '핵심만 남기기',
  longer: '기사 속 사실 더하기',
  plainer: '짧은 문장, 쉬운 낱말',
};

export type RewriteRequest =
  { section: number; operation: RewriteOperation } | { section?: number; instruction: string };

/** The four choices for one section, as a group of buttons. */
export function OperationChoices({
  section,
  busy,
  onChoose,
}: {
  section: RewriteSection;
  busy: boolean;
  onChoose: (request: RewriteRequest) => void;
}) {
  return (
    <div className={styles.choices} role="group" aria-label={`「${section.heading}」 다시 쓰는 방법`}>
      {OPERATIONS.map((operation) => (
        <button
          key={operation}
          type="button"
          className={styles.choice}
          disabled={busy}
          onClick={() => onChoose({ section: section.index, operation })}
        >
          <span className={styles.choiceLabel}>{REWRITE_OPERATION_LABELS[operation]}</span>
          <span className={styles.choiceHint}>{OPERATION_HINTS[operation]}</span>
        </button>
      ))}
    </div>
  );
}

/** The free request box (only when the server has an AI model): the whole post or one section. */
export function InstructionForm({
  sections,
  busy,
  onSend,
  submitLabel = '요청대로 고쳐 쓰기',
}: {
  sections: RewriteSection[];
  busy: boolean;
  onSend: (request: RewriteRequest) => void;
  submitLabel?: string;
}) {
  const id = useId();
  const [scope, setScope] = useState('all');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const instruction = text.trim();
    if (!instruction) return;
    onSend(scope === 'all' ? { instruction } : { section: Number(scope), instruction });
    setText('');
  };
  return (
    <form className={styles.instruction} onSubmit={submit}>
      <label htmlFor={`${id}-scope`} className={styles.fieldLabel}>
        고칠 범위
      </label>
      <select id={`${id}-scope`} className={styles.select} value={scope} onChange={(e) => setScope(e.target.value)}>
        <option value="all">글 전체</option>
        {sections.map((section) => (
          <option key={section.index} value={section.index}>
            {section.heading}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-text`} className={styles.fieldLabel}>
        요청
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        maxLength={REWRITE_INSTRUCTION_MAX}
        rows={3}
        placeholder="예: 20대 직장인 눈높이로, 더 친근하게"
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-count`}
      />
      <div className={styles.instructionFoot}>
        <span id={`${id}-count`} className={styles.count}>
          {text.length}/{REWRITE_INSTRUCTION_MAX}
        </span>
        <Button type="submit" size="sm" disabled={busy || !text.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
