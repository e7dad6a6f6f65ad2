import { useCallback, useEffect, useRef, useState } from 'react';
import { type SpeechSegment, speechSegments } from '../lib/speech-script.ts';

export type SpeechStatus = 'idle' | 'playing' | 'paused' | 'unsupported' | 'no-voice';
export const SPEECH_RATES = [0.8, 1, 1.2, 1.5] as const;
const HIGHLIGHT = 'geulgam-reading';
const VOICE_WAIT_MS = 1500;

/** The system's Korean voice; voices may arrive a moment after the page loads. */
async function koreanVoice(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice | null> {
  const find = () =>
    synth.getVoices().find((voice) => voice.lang.toLowerCase().replace('_', '-').startsWith('ko')) ?? null;
  if (synth.getVoices().length > 0) return find();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, VOICE_WAIT_MS);
    synth.addEventListener(
      'voiceschanged',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
  return find();
}

function highlight(range: Range | null) {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight === 'undefined') return;
  if (range) CSS.highlights.set(HIGHLIGHT, new Highlight(range));
  else CSS.highlights.delete(HIGHLIGHT);
}

/**
 * 듣기: reads the post in `root` aloud with the browser's speech synthesis, one sentence at a time, highlighting
 * and scrolling to the sentence being read. Pausing keeps the place; a new speed takes effect from the current
 * sentence.
 */
export function useSpeech(getRoot: () => Element | null) {
  const [status, setStatus] = useState<SpeechStatus>('idle');
  const [rate, setRateState] = useState<number>(1);
  const [position, setPosition] = useState<{ index: number; total: number } | null>(null);
  const run = useRef<{ segments: SpeechSegment[]; index: number; voice: SpeechSynthesisVoice; token: number } | null>(
    null,
  );
  const token = useRef(0);
  const rateRef = useRef(1);

  const synth = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

  const finish = useCallback(() => {
    token.current += 1;
    run.current = null;
    synth?.cancel();
    highlight(null);
    setPosition(null);
    setStatus((current) => (current === 'unsupported' || current === 'no-voice' ? current : 'idle'));
  }, [synth]);

  const speakFrom = useCallback(
    (index: number) => {
      const current = run.current;
      if (!synth || !current) return;
      if (index >= current.segments.length) {
        finish();
        return;
      }
      current.index = index;
      const segment = current.segments[index]!;
      const utterance = new SpeechSynthesisUtterance(segment.text);
      utterance.lang = 'ko-KR';
      utterance.voice = current.voice;
      utterance.rate = rateRef.current;
      const mine = current.token;
      utterance.onstart = () => {
        if (token.current !== mine) return;
        highlight(segment.range);
        segment.range.startContainer.parentElement?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
        setPosition({ index: index + 1, total: current.segments.length });
      };
      utterance.onend = () => {
        if (token.current === mine && run.current === current) speakFrom(index + 1);
      };
      utterance.onerror = (event) => {
        // `interrupted`/`canceled` are our own stop or speed change; anything else ends the reading.
        if (token.current === mine && event.error !== 'interrupted' && event.error !== 'canceled') finish();
      };
      synth.speak(utterance);
    },
    [finish, synth],
  );

  const start = useCallback(async () => {
    if (!synth) {
      setStatus('unsupported');
      return;
    }
    const root = getRoot();
    const segments = root ? speechSegments(root) : [];
    if (segments.length === 0) return;
    const voice = await koreanVoice(synth);
    if (!voice) {
      setStatus('no-voice');
      return;
    }
    synth.cancel();
    token.current += 1;
    run.current = { segments, index: 0, voice, token: token.current };
    setStatus('playing');
    speakFrom(0);
  }, [getRoot, speakFrom, synth]);

  const pause = useCallback(() => {
    if (!synth || !run.current) return;
    synth.pause();
    setStatus('paused');
  }, [synth]);

  const resume = useCallback(() => {
    if (!synth || !run.current) return;
    synth.resume();
    setStatus('playing');
  }, [synth]);

  const setRate = useCallback(
    (next: number) => {
      rateRef.current = next;
      setRateState(next);
      const current = run.current;
      if (!synth || !current) return;
      // Utterances keep the rate they were queued with: start the current sentence again at the new speed.
      token.current += 1;
      current.token = token.current;
      synth.cancel();
      if (synth.paused) synth.resume();
      setStatus('playing');
      speakFrom(current.index);
    },
    [speakFrom, synth],
  );

  useEffect(() => () => finish(), [finish]);

  return { status, rate, position, start, pause, resume, stop: finish, setRate };
}
