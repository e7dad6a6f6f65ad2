import { captionLines, clauseCaptions, normalizeWhitespace, splitSentences } from '@geulgam/korean';
import { VIDEO_CAPTION_LINE_MAX, type VideoScript } from '@geulgam/contracts';
import { type Block, htmlToBlocks } from '../post-blocks.ts';

/** The post's voice, which the script's own lines (hook, call to action) follow. */
export type Tone = 'haeyo' | 'hamnida' | 'banmal';

export const VIDEO_MIN_SECONDS = 45;
export const VIDEO_MAX_SECONDS = 60;
const HOOK_SECONDS = 2;
const CTA_SECONDS = 4;
const MIN_BEATS = 4;
const MAX_BEATS = 6;
// A calm narration speed for Korean short-form video, in syllables per second; the slowest is used to fill time.
const SYLLABLES_PER_SECOND = 6;
const SLOWEST_SYLLABLES_PER_SECOND = 4;
const FIGURE =
  /\d[\d,.]*\s*(?:%|퍼센트|[조억만천]\s*\d*\s*[천백]?\s*(?:원|명|대|개|건|곳|표|배)?|원|명|대|개|건|곳|배|년|월|일|시|분|초|km|m|위|승|패|점|호|회|차)?/;
// Sentences that are the post's own furniture, never a fact of the story.
const NOT_A_FACT =
  /제휴 마케팅|수수료|AI의 도움|도움을 받아|나의 경험|사진:|출처|기사를|정리했|정리해 볼게|살펴볼게|살펴보겠|알아볼게/;
// Longer sentences make a beat too long to follow on a phone screen.
const MAX_BEAT_SYLLABLES = 70;
const UNIT_BEFORE_PARTICLE =
  /([\d%원명대개억만천조배곳건회위점㎞])(?:을|를|이|가|은|는|에|의|도|으로|로|에서|까지|이며|이고|이었다|였다|이다|씩)$/;
// A word before a figure that names nothing (a time, a comparison), so the caption starts at the figure.
const NOT_A_SUBJECT = /(?:에|에서|로|으로|고|며|면|보다|만에|부터|동안)$/;

// No figure in the hook: every figure the video says must be one the post says.
const HOOK_TAIL: Record<Tone, string> = { haeyo: '핵심 정리', hamnida: '핵심 정리', banmal: '핵심 정리' };
const CTA_LINE: Record<Tone, { narration: string; caption: string }> = {
  haeyo: { narration: '자세한 내용은 블로그 글에서 확인해 보세요.', caption: '자세한 내용은\n블로그에서 확인해요' },
  hamnida: {
    narration: '자세한 내용은 블로그 글에서 확인해 주십시오.',
    caption: '자세한 내용은\n블로그에서 확인하세요',
  },
  banmal: { narration: '자세한 건 블로그 글에서 확인해 봐.', caption: '자세한 건\n블로그에서 확인해' },
};

const syllables = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length;

// The post's furniture (disclosure, products, sources, tags, the AI note, experience slots), never its story.
const FURNITURE = /disclosure|products|sources|post-tags|ai-note|experience/;

const blockText = (block: Extract<Block, { kind: 'paragraph' }>) =>
  normalizeWhitespace(block.runs.map((run) => run.text).join(''));

/** The post's sentences in reading order: the summary list first (the key facts), then the body paragraphs. */
function postSentences(blocks: readonly Block[]): { summary: string[]; body: string[] } {
  const summary: string[] = [];
  const body: string[] = [];
  // The opening paragraphs before the first heading introduce the post; the facts come after it.
  let pastIntro = false;
  for (const block of blocks) {
    if (block.kind === 'heading') pastIntro = true;
    if (block.kind !== 'paragraph' || FURNITURE.test(block.classes.join(' '))) continue;
    if (block.indent > 0 && block.classes.includes('post-summary')) summary.push(blockText(block));
    else if (block.element === 'p' && pastIntro) body.push(...splitSentences(blockText(block)));
  }
  // A sentence whose clauses do not each fit a two-line caption is left for the post: a caption is never a fragment.
  const usable = (s: string) =>
    s.length >= 8 &&
    syllables(s) <= MAX_BEAT_SYLLABLES &&
    !NOT_A_FACT.test(s) &&
    clauseCaptions(s, VIDEO_CAPTION_LINE_MAX) !== null;
  return { summary: summary.filter(usable), body: body.filter(usable) };
}

/** The post's voice, read from its sentence endings. */
function detectTone({ summary, body }: { summary: string[]; body: string[] }): Tone {
  let haeyo = 0;
  let hamnida = 0;
  let banmal = 0;
  for (const sentence of [...summary, ...body]) {
    const end = sentence.replace(/["'”’)\]]+$/, '').replace(/[.!?…]+$/, '');
    if (/니다$/.test(end)) hamnida += 1;
    else if (/요$/.test(end)) haeyo += 1;
    else banmal += 1;
  }
  if (hamnida > haeyo && hamnida >= banmal) return 'hamnida';
  if (banmal > haeyo && banmal > hamnida) return 'banmal';
  return 'haeyo';
}

function wrapCaption(text: string, lines = 2): string {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= VIDEO_CAPTION_LINE_MAX) {
      line = candidate;
      continue;
    }
    if (line) out.push(line);
    if (out.length === lines) return out.join('\n');
    line = word.length <= VIDEO_CAPTION_LINE_MAX ? word : word.slice(0, VIDEO_CAPTION_LINE_MAX);
  }
  if (line && out.length < lines) out.push(line);
  return out.join('\n');
}

/**
 * A short caption for a narration line: the words around its first figure when it has one (the number is what
 * a viewer should catch), else its opening words; at most two lines of VIDEO_CAPTION_LINE_MAX characters.
 */
export function captionFor(narration: string): string {
  const clean = narration.replace(/["“”'‘’]/g, '').replace(/[.!?…]+$/, '');
  const words = clean.split(/\s+/).filter(Boolean);
  // A figure is a number that is not part of a model name (EV7, A3).
  const isFigure = (w: string) => /^[^A-Za-z]*\d/.test(w) && FIGURE.test(w);
  const withUnit = words.findIndex((w) => isFigure(w) && /[조억만천원%명대개]/.test(w));
  const figureAt = withUnit >= 0 ? withUnit : words.findIndex(isFigure);
  if (figureAt >= 0) {
    // The figure with the word before it (what is counted) and the unit words after it, particles dropped.
    const before = words[figureAt - 1];
    const start = before && !NOT_A_SUBJECT.test(before) && !isFigure(before) ? figureAt - 1 : figureAt;
    let phrase = words.slice(start, figureAt + 1);
    for (const next of words.slice(figureAt + 1, figureAt + 3)) {
      const unit = /^(?:[\d조억만천백]+|원|명|대|개|건|곳|배|%)/.exec(next);
      if (!unit) break;
      phrase = [...phrase, /^\d/.test(next) ? next : unit[0]];
    }
    phrase = phrase.map((word, i) => {
      const bare = word.replace(/[,.;:!?]+$/, '');
      // The counted noun loses its object/topic particle (영업이익은 → 영업이익); short nouns are left alone.
      if (i === 0 && start < figureAt) return bare.length >= 3 ? bare.replace(/(?:을|를|은|는|의)$/, '') : bare;
      return bare.replace(UNIT_BEFORE_PARTICLE, '$1');
    });
    return wrapCaption(phrase.join(' '));
  }
  return wrapCaption(words.join(' '));
}

function narrationSeconds(text: string, pace = SYLLABLES_PER_SECOND): number {
  return Math.max(3, Math.round((syllables(text) / pace) * 2) / 2);
}

function hookFor(title: string, tone: Tone): { narration: string; caption: string; seconds: number } {
  // The subject of the title (before its first separator), short enough to say in two seconds.
  const subject = title.split(/[,…:·|\-–—"“”'‘’!?]/)[0]?.trim() || title.trim();
  const words: string[] = [];
  for (const word of subject.split(/\s+/)) {
    if (syllables([...words, word].join('')) > 10) break;
    words.push(word);
  }
  const topic = words.join(' ') || subject.slice(0, 8);
  return {
    narration: `${topic}, ${HOOK_TAIL[tone]}!`,
    caption: (
      captionLines(`${topic} ${HOOK_TAIL[tone]}`.split(/\s+/), VIDEO_CAPTION_LINE_MAX) ?? [
        wrapCaption(`${topic} ${HOOK_TAIL[tone]}`),
      ]
    ).join('\n'),
    seconds: HOOK_SECONDS,
  };
}

/**
 * A 45–60-second vertical-video script made only of the post's own sentences: a two-second hook naming the
 * topic, 4–6 beats (narration read from the post, an on-screen caption, seconds by reading speed) and a call to
 * action in the post's voice. Pure: the same post gives the same script.
 */
export function videoScriptFromPost(post: { title: string; html: string; tone?: Tone | undefined }): VideoScript {
  const sentences = postSentences(htmlToBlocks(post.html));
  const tone = post.tone ?? detectTone(sentences);
  const { summary, body } = sentences;
  const seen = new Set<string>();
  const candidates = [...summary, ...body].filter((s) => {
    const key = s.replace(/\s+/g, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const hook = hookFor(post.title, tone);
  const cta = { ...CTA_LINE[tone], seconds: CTA_SECONDS };
  const budget = VIDEO_MAX_SECONDS - HOOK_SECONDS - CTA_SECONDS;
  const floor = VIDEO_MIN_SECONDS - HOOK_SECONDS - CTA_SECONDS;

  // Each beat narrates one sentence, or two short ones, until the time is filled.
  const beats: VideoScript['beats'] = [];
  let used = 0;
  let index = 0;
  while (index < candidates.length && beats.length < MAX_BEATS) {
    let narration = candidates[index++]!;
    // Two short sentences share a beat only while enough sentences remain for the other beats.
    const remainingAfterPair = candidates.length - index - 1;
    const canPair = remainingAfterPair >= MIN_BEATS - beats.length - 1;
    if (canPair && syllables(narration) < 30 && index < candidates.length && syllables(candidates[index]!) < 30) {
      narration = `${narration} ${candidates[index++]!}`;
    }
    const seconds = narrationSeconds(narration);
    if (used + seconds > budget) {
      if (beats.length >= MIN_BEATS) break;
      continue;
    }
    beats.push({ narration, caption: '', seconds, captions: [] });
    used += seconds;
    if (beats.length >= MIN_BEATS && used >= floor) break;
  }

  // A thin post: read the same lines more slowly (never below the slowest pace) to reach the floor.
  if (used < floor && beats.length > 0) {
    const stretch = Math.min(floor / used, SYLLABLES_PER_SECOND / SLOWEST_SYLLABLES_PER_SECOND);
    used = 0;
    for (const beat of beats) {
      beat.seconds = Math.round(beat.seconds * stretch * 2) / 2;
      used += beat.seconds;
    }
    // Rounding to half seconds can leave it just short: a pause after a beat makes up the rest.
    for (let k = 0; used < floor && k < beats.length * 4; k += 1) {
      beats[k % beats.length]!.seconds += 0.5;
      used += 0.5;
    }
  }

  for (const beat of beats) {
    beat.captions = timedCaptions(beat.narration, beat.seconds);
    beat.caption = beat.captions[0]?.text ?? captionFor(beat.narration);
  }
  return { duration_s: HOOK_SECONDS + used + CTA_SECONDS, hook, beats, cta };
}

/**
 * The captions of a beat, clause by clause, each shown for a share of the beat's seconds in proportion to its
 * syllables (tenths of a second; the last takes what rounding left), so a caption is on screen while it is read.
 */
function timedCaptions(narration: string, seconds: number): VideoScript['beats'][number]['captions'] {
  const texts = splitSentences(narration).flatMap((sentence) => clauseCaptions(sentence, VIDEO_CAPTION_LINE_MAX) ?? []);
  if (texts.length === 0) return [{ text: captionFor(narration), seconds }];
  const total = texts.reduce((sum, text) => sum + Math.max(1, syllables(text)), 0);
  let left = seconds;
  return texts.map((text, index) => {
    const share =
      index === texts.length - 1 ? left : Math.round(((seconds * Math.max(1, syllables(text))) / total) * 10) / 10;
    left = Math.round((left - share) * 10) / 10;
    return { text, seconds: share };
  });
}

function srtTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

/** SubRip captions of the script: one cue per caption, each beat's clauses in turn. */
export function videoScriptSrt(script: VideoScript): string {
  const parts = [
    { caption: script.hook.caption, seconds: script.hook.seconds },
    ...script.beats.flatMap((beat) =>
      beat.captions.map((caption) => ({ caption: caption.text, seconds: caption.seconds })),
    ),
    { caption: script.cta.caption, seconds: script.cta.seconds },
  ];
  let at = 0;
  return parts
    .map((part, i) => {
      const cue = `${i + 1}\n${srtTime(at)} --> ${srtTime(at + part.seconds)}\n${part.caption}\n`;
      at += part.seconds;
      return cue;
    })
    .join('\n');
}
