import type { PreviewBlockKind } from '@geulgam/contracts';
import { comparableText, cutText, DRAFT_LIMITS, sanitizeText } from './answer-text.ts';
import type { JsonPath, JsonStringListener } from './json-string-reader.ts';
import type { PreviewListener } from './provider.ts';

/*
 * Live preview of a draft while the model streams it (ADR 012). The model writes one JSON object
 * (see OPENAI_SYSTEM_PROMPT); `createJsonStringReader` follows it as it arrives and reports the
 * string values with their path, and `createPreviewGuard` turns those into preview events that are
 * safe to send: plain text only, no partial word (so no half-seen URL), and never a piece of an
 * instruction fragment (the canary or a prompt line). The stored post is still built from the
 * complete answer by `parseWriterDraft`; the preview is only what the member watches meanwhile.
 */

/**
 * Which part of the draft a string value is, for the preview, and its length cap; undefined for
 * tags, for items past the counts the stored post keeps (DRAFT_LIMITS), and for anything else.
 */
export function previewKind(path: JsonPath): { kind: PreviewBlockKind; max: number } | undefined {
  const [first, second, third, fourth] = path;
  if (path.length === 1 && first === 'title') return { kind: 'title', max: DRAFT_LIMITS.title };
  if (path.length === 1 && (first === 'intro' || first === 'closing')) {
    return { kind: 'paragraph', max: DRAFT_LIMITS.paragraph };
  }
  if (path.length === 2 && first === 'summary' && typeof second === 'number' && second < DRAFT_LIMITS.summaryMax) {
    return { kind: 'item', max: DRAFT_LIMITS.paragraph };
  }
  if (first === 'sections' && typeof second === 'number' && second < DRAFT_LIMITS.sectionsMax) {
    if (path.length === 3 && third === 'heading') return { kind: 'heading', max: DRAFT_LIMITS.heading };
    if (
      path.length === 4 &&
      third === 'paragraphs' &&
      typeof fourth === 'number' &&
      fourth < DRAFT_LIMITS.paragraphsPerSectionMax
    ) {
      return { kind: 'paragraph', max: DRAFT_LIMITS.paragraph };
    }
  }
  return undefined;
}

interface Block {
  kind: PreviewBlockKind;
  max: number;
  raw: string;
  closed: boolean;
  /** What `releasable` gave at the last flush that judged this block (null: not judged yet). */
  judged: string | null;
  /** `raw` as it may be shown now, and the `comparableText` of both. */
  visible: string;
  comparable: string;
  rawComparable: string;
  /** Assigned when the block first reaches the listener, so ids are dense and in order. */
  id: number | null;
  sent: string;
}

/** Beyond this, more raw text cannot change what a capped block shows (it only costs work). */
const RAW_SLACK = 4;

/** The part of a string value that can be judged now: whole words only until the value is complete. */
function releasable(block: Block): string {
  if (block.closed) return block.raw;
  const lastSpace = block.raw.search(/\s\S*$/);
  return lastSpace === -1 ? '' : block.raw.slice(0, lastSpace);
}

/** The length of the longest end of `text` that begins some fragment (but is not all of it). */
function fragmentStartAtEnd(text: string, fragments: readonly string[]): number {
  let longest = 0;
  const last = text.charCodeAt(text.length - 1);
  for (const fragment of fragments) {
    for (let length = Math.min(fragment.length - 1, text.length); length > longest; length -= 1) {
      // Runs on every streamed chunk: most lengths fail on their last character, without a slice.
      if (fragment.charCodeAt(length - 1) !== last) continue;
      if (text.endsWith(fragment.slice(0, length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}

/** `text` without its last `count` comparable characters (whitespace and invisible ones do not count). */
function dropComparableEnd(text: string, count: number): string {
  if (count <= 0) return text;
  let cut = text.length;
  while (cut > 0 && comparableText(text.slice(cut)).length < count) cut -= 1;
  return text.slice(0, cut).trimEnd();
}

/**
 * Receives the reader's string pieces, and on `flush()` sends what changed. When the text, as
 * written or as it would be shown, contains a fragment, the guard is `poisoned`: it resets the
 * preview and sends nothing more.
 *
 * Blocks that are complete and fully sent are "settled": only the last few characters of their
 * text (enough to finish a fragment) take part in later checks, so a flush costs the open block,
 * not the whole answer.
 */
export function createPreviewGuard(fragments: readonly string[], listener: PreviewListener) {
  const tailLength = Math.max(0, ...fragments.map((fragment) => fragment.length - 1));
  const blocks = new Map<string, Block>();
  let active: Block[] = [];
  let settledShown = '';
  let settledWritten = '';
  let nextId = 0;
  let poisoned = false;

  const blockFor = (path: JsonPath): Block | undefined => {
    const key = JSON.stringify(path);
    let block = blocks.get(key);
    if (!block) {
      const preview = previewKind(path);
      if (!preview) return undefined;
      block = {
        ...preview,
        raw: '',
        closed: false,
        judged: null,
        visible: '',
        comparable: '',
        rawComparable: '',
        id: null,
        sent: '',
      };
      blocks.set(key, block);
    }
    if (!active.includes(block)) active.push(block);
    return block;
  };

  function reset() {
    if (nextId > 0) listener.reset();
    blocks.clear();
    active = [];
    settledShown = '';
    settledWritten = '';
    nextId = 0;
  }

  function send(block: Block, target: string) {
    if (target === block.sent) return;
    const append = target.startsWith(block.sent);
    if (block.id === null) block.id = nextId++;
    listener.preview({
      block: block.id,
      kind: block.kind,
      mode: append ? 'append' : 'replace',
      text: append ? target.slice(block.sent.length) : target,
    });
    block.sent = target;
  }

  return {
    reader: {
      text(path: JsonPath, piece: string) {
        const block = blockFor(path);
        if (!block) return;
        // A repeated key: JSON.parse keeps the last value, so the preview does too.
        if (block.closed) Object.assign(block, { raw: '', closed: false, judged: null });
        if (block.raw.length < block.max * RAW_SLACK) block.raw += piece;
      },
      end(path: JsonPath) {
        const block = blockFor(path);
        if (block) block.closed = true;
      },
    } satisfies JsonStringListener,

    /** Sends the preview events for everything read since the last flush. */
    flush() {
      if (poisoned || active.length === 0) return;
      // Between word boundaries nothing new can be shown (whole words only), so there is nothing to judge or send:
      // most streamed chunks end here. A fragment written meanwhile is caught at the next boundary, before any of
      // it could show.
      const releasing = active.map(releasable);
      if (active.every((block, index) => block.judged === releasing[index])) return;
      active.forEach((block, index) => {
        block.judged = releasing[index]!;
        block.visible = cutText(sanitizeText(block.judged), block.max);
        block.comparable = comparableText(block.visible);
        block.rawComparable = comparableText(block.raw);
      });
      const shown = settledShown + active.map((block) => block.comparable).join('');
      const written = settledWritten + active.map((block) => block.rawComparable).join('');
      if (fragments.some((fragment) => shown.includes(fragment) || written.includes(fragment))) {
        poisoned = true;
        reset();
        return;
      }
      // Hold back an ending that could grow into a fragment, across block boundaries if need be.
      let holdBack = fragmentStartAtEnd(shown, fragments);
      const targets = active.map((block) => block.visible);
      for (let index = targets.length - 1; index >= 0 && holdBack > 0; index -= 1) {
        const own = active[index]!.comparable.length;
        targets[index] = dropComparableEnd(targets[index]!, Math.min(own, holdBack));
        holdBack -= own;
      }
      active.forEach((block, index) => send(block, targets[index]!));
      // Complete, fully sent blocks at the front leave the working set.
      while (active[0]?.closed && active[0].sent === active[0].visible) {
        const block = active.shift()!;
        settledShown = (settledShown + block.comparable).slice(-tailLength);
        settledWritten = (settledWritten + block.rawComparable).slice(-tailLength);
      }
    },

    /** Forgets the preview (a new attempt starts); a reset is sent when anything was shown. */
    reset,

    get poisoned() {
      return poisoned;
    },
  };
}
