import { useCallback, useEffect, useState } from 'react';
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

interface PlayerEvents {
  onSentence: (index: number, total: number) => void;
  onEnd: () => void;
}

/** Reads segments one utterance at a time; a generation counter ignores events of utterances it cancelled. */
function createPlayer(synth: SpeechSynthesis, events: PlayerEvents) {
  let segments: SpeechSegment[] = [];
  let voice: SpeechSynthesisVoice | null = null;
  let index = 0;
  let rate = 1;
  let generation = 0;

  const end = () => {
    generation += 1;
    segments = [];
    synth.cancel();
    highlight(null);
    events.onEnd();
  };

  const speak = (at: number) => {
    if (at >= segments.length) {
      end();
      return;
    }
    index = at;
    const mine = generation;
    const segment = segments[at]!;
    const utterance = new SpeechSynthesisUtterance(segment.text);
    utterance.lang = 'ko-KR';
    utterance.voice = voice;
    utterance.rate = rate;
    utterance.onstart = () => {
      if (mine !== generation) return;
      highlight(segment.range);
      segment.range.startContainer.parentElement?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      events.onSentence(at, segments.length);
    };
    utterance.onend = () => {
      if (mine === generation) speak(at + 1);
    };
    utterance.onerror = (event) => {
      // `interrupted`/`canceled` come from our own stop or speed change; anything else ends the reading.
      if (mine === generation && event.error !== 'interrupted' && event.error !== 'canceled') end();
    };
    synth.speak(utterance);
  };

  return {
    play(next: SpeechSegment[], nextVoice: SpeechSynthesisVoice) {
      generation += 1;
      synth.cancel();
      segments = next;
      voice = nextVoice;
      speak(0);
    },
    pause: () => synth.pause(),
    resume: () => synth.resume(),
    stop: end,
    /** Utterances keep the rate they were queued with: the current sentence starts again at the new speed. */
    setRate(next: number) {
      rate = next;
      if (segments.length === 0) return;
      generation += 1;
      synth.cancel();
      if (synth.paused) synth.resume();
      speak(index);
    },
  };
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
  const [player] = useState(() =>
    typeof window !== 'undefined' && 'speechSynthesis' in window
      ? createPlayer(window.speechSynthesis, {
          onSentence: (index, total) => setPosition({ index: index + 1, total }),
          onEnd: () => {
            setPosition(null);
            setStatus((current) => (current === 'playing' || current === 'paused' ? 'idle' : current));
          },
        })
      : null,
  );

  const start = useCallback(async () => {
    if (!player) {
      setStatus('unsupported');
      return;
    }
    const root = getRoot();
    const segments = root ? speechSegments(root) : [];
    if (segments.length === 0) return;
    const voice = await koreanVoice(window.speechSynthesis);
    if (!voice) {
      setStatus('no-voice');
      return;
    }
    setStatus('playing');
    player.play(segments, voice);
  }, [getRoot, player]);

  const pause = useCallback(() => {
    player?.pause();
    setStatus('paused');
  }, [player]);

  const resume = useCallback(() => {
    player?.resume();
    setStatus('playing');
  }, [player]);

  const stop = useCallback(() => player?.stop(), [player]);

  const setRate = useCallback(
    (next: number) => {
      setRateState(next);
      if (status === 'paused') setStatus('playing');
      player?.setRate(next);
    },
    [player, status],
  );

  useEffect(() => () => player?.stop(), [player]);

  return { status, rate, position, start, pause, resume, stop, setRate };
}
