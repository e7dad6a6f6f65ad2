import { Headphones, Pause, Play, Square } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import styles from './listen-controls.module.css';
import { SPEECH_RATES, useSpeech } from './use-speech.ts';

export const LISTEN_MESSAGES = {
  noVoice: '이 기기에는 한국어 음성이 없어 글을 읽어 드릴 수 없어요. 시스템 설정에서 한국어 음성을 추가해 주세요.',
  unsupported: '이 브라우저는 음성 읽기를 지원하지 않아요.',
} as const;

/** 듣기: play, pause, stop and speed for reading the post aloud. */
export function ListenControls({ getRoot, disabled }: { getRoot: () => Element | null; disabled: boolean }) {
  const speech = useSpeech(getRoot);
  const active = speech.status === 'playing' || speech.status === 'paused';
  return (
    <div className={styles.listen} role="group" aria-label="듣기">
      <div className={styles.row}>
        {speech.status === 'playing' ? (
          <Button variant="secondary" size="sm" onClick={speech.pause}>
            <Pause aria-hidden="true" />
            일시정지
          </Button>
        ) : speech.status === 'paused' ? (
          <Button variant="secondary" size="sm" onClick={speech.resume}>
            <Play aria-hidden="true" />
            이어 듣기
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => void speech.start()} disabled={disabled}>
            <Headphones aria-hidden="true" />
            듣기
          </Button>
        )}
        {active ? (
          <Button variant="secondary" size="sm" onClick={speech.stop}>
            <Square aria-hidden="true" />
            정지
          </Button>
        ) : null}
        <label className={styles.rate}>
          <span className={styles.rateLabel}>속도</span>
          <select value={speech.rate} onChange={(event) => speech.setRate(Number(event.target.value))}>
            {SPEECH_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}×
              </option>
            ))}
          </select>
        </label>
      </div>
      {speech.position ? (
        <p className={styles.position} role="status">
          {speech.position.total}문장 중 {speech.position.index}번째를 읽고 있어요
        </p>
      ) : null}
      {speech.status === 'no-voice' ? <Notice tone="error">{LISTEN_MESSAGES.noVoice}</Notice> : null}
      {speech.status === 'unsupported' ? <Notice tone="error">{LISTEN_MESSAGES.unsupported}</Notice> : null}
    </div>
  );
}
