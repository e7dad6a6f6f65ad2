import { Check, Copy, FileDown, FileJson } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import {
  formatSeconds,
  useDownloadScriptJson,
  useDownloadSrt,
  useVideoScript,
  videoScriptText,
} from '../api/video-script.ts';
import styles from './desk-panel.module.css';

export const VIDEO_MESSAGES = {
  loading: '영상 대본을 만들고 있어요…',
  failed: '영상 대본을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  copyFailed: '복사하지 못했어요. 브라우저의 클립보드 권한을 확인해 주세요.',
  srtFailed: 'SRT 파일을 내려받지 못했어요.',
  jsonFailed: 'JSON 파일을 내려받지 못했어요.',
} as const;

function Caption({ text }: { text: string }) {
  return <p className={styles.caption}>{text}</p>;
}

/** 영상 대본: a 45–60 s vertical-video script made from the post — hook, beats with captions, call to action. */
export function VideoScriptTab({ postId, title }: { postId: number; title: string }) {
  const script = useVideoScript(postId);
  const srt = useDownloadSrt();
  const json = useDownloadScriptJson();
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');

  if (script.isPending) return <p className={styles.muted}>{VIDEO_MESSAGES.loading}</p>;
  if (script.isError) return <Notice tone="error">{VIDEO_MESSAGES.failed}</Notice>;
  const data = script.data;

  const copy = () => {
    navigator.clipboard.writeText(videoScriptText(data)).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };

  return (
    <div className={styles.video}>
      <p className={styles.videoSummary}>
        세로 영상 약 <strong>{formatSeconds(data.duration_s)}</strong> · 장면 {data.beats.length}개
      </p>
      <div className={styles.videoActions}>
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied === 'done' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied === 'done' ? '대본을 복사했어요' : '대본 복사'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => srt.mutate({ id: postId, title })}
          disabled={srt.isPending}
        >
          <FileDown aria-hidden="true" />
          SRT 자막 받기
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => json.mutate({ id: postId, title })}
          disabled={json.isPending}
        >
          <FileJson aria-hidden="true" />
          JSON 받기
        </Button>
      </div>
      {copied === 'failed' ? <Notice tone="error">{VIDEO_MESSAGES.copyFailed}</Notice> : null}
      {srt.isError ? <Notice tone="error">{VIDEO_MESSAGES.srtFailed}</Notice> : null}
      {json.isError ? <Notice tone="error">{VIDEO_MESSAGES.jsonFailed}</Notice> : null}
      <ol className={styles.beats} aria-label="영상 대본">
        <li>
          <p className={styles.beatHead}>
            <span>도입</span>
            <span>{formatSeconds(data.hook.seconds)}</span>
          </p>
          <p>{data.hook.narration}</p>
          <Caption text={data.hook.caption} />
        </li>
        {data.beats.map((beat, index) => (
          <li key={index}>
            <p className={styles.beatHead}>
              <span>장면 {index + 1}</span>
              <span>{formatSeconds(beat.seconds)}</span>
            </p>
            <p>{beat.narration}</p>
            {beat.captions.map((caption, at) => (
              <Caption key={at} text={caption.text} />
            ))}
          </li>
        ))}
        <li>
          <p className={styles.beatHead}>
            <span>마무리</span>
            <span>{formatSeconds(data.cta.seconds)}</span>
          </p>
          <p>{data.cta.narration}</p>
          <Caption text={data.cta.caption} />
        </li>
      </ol>
    </div>
  );
}
