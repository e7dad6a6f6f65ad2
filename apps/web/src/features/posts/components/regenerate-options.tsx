import type { PostLength, Tone } from '@geulgam/contracts';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ChoicePills } from '../../../components/ui/choice-pills.tsx';
import styles from './post-desk.module.css';

export const TONE_LABELS: Record<Tone, string> = { haeyo: '해요체', hamnida: '합니다체', banmal: '반말' };
export const LENGTH_LABELS: Record<PostLength, string> = { short: '짧게', standard: '보통', long: '길게' };

export interface RegenerateChoice {
  tone: Tone;
  length: PostLength;
}

/** What 다시 생성하기 asks for: a new version with these choices. */
export type RegenerateRequest = RegenerateChoice & { regenerate: true };

/** 다시 생성하기's options: the voice and the length of the new version. */
export function RegenerateOptions({
  initial,
  onSubmit,
  busy,
}: {
  initial: RegenerateChoice;
  onSubmit: (choice: RegenerateChoice) => void;
  busy: boolean;
}) {
  const [tone, setTone] = useState<Tone>(initial.tone);
  const [length, setLength] = useState<PostLength>(initial.length);
  return (
    <form
      className={styles.options}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ tone, length });
      }}
    >
      <p className={styles.optionsIntro}>새 버전을 만들어요. 지금 버전은 그대로 남아요.</p>
      <ChoicePills legend="말투" name="tone" labels={TONE_LABELS} value={tone} onChange={setTone} />
      <ChoicePills legend="길이" name="length" labels={LENGTH_LABELS} value={length} onChange={setLength} />
      <Button type="submit" size="sm" disabled={busy}>
        <RefreshCw aria-hidden="true" />
        {busy ? '생성 중…' : '새 버전 만들기'}
      </Button>
    </form>
  );
}
