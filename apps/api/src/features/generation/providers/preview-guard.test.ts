import type { GeneratePreviewEvent } from '@geulgam/contracts';
import { describe, expect, it } from 'vitest';
import { hostileDraft, sampleDraft } from '../../../../test/fakes/fake-openai-server.ts';
import { parseWriterDraft } from './draft-answer.ts';
import { createJsonStringReader, type JsonPath } from './json-string-reader.ts';
import { createPreviewGuard, previewKind } from './preview-guard.ts';
import { INSTRUCTION_FRAGMENTS, OPENAI_SYSTEM_PROMPT, SYSTEM_PROMPT_CANARY } from './prompt.ts';

/** Feeds `answer` in pieces of `size` characters and records every preview state after each flush. */
function stream(answer: string, size = 1) {
  const events: (GeneratePreviewEvent | 'reset')[] = [];
  const blocks: { kind: string; text: string }[] = [];
  const snapshots: string[] = [];
  const guard = createPreviewGuard(INSTRUCTION_FRAGMENTS, {
    preview(event) {
      events.push(event);
      const block = (blocks[event.block] ??= { kind: event.kind, text: '' });
      block.text = event.mode === 'append' ? block.text + event.text : event.text;
    },
    reset() {
      events.push('reset');
      blocks.length = 0;
    },
  });
  const reader = createJsonStringReader(guard.reader);
  const characters = Array.from(answer);
  for (let index = 0; index < characters.length; index += size) {
    reader.push(characters.slice(index, index + size).join(''));
    guard.flush();
    snapshots.push(blocks.map((block) => block.text).join('\n'));
  }
  return { events, blocks, snapshots, guard, reader };
}

/** The draft's readable texts in preview order (what the preview shows once complete). */
function expectedTexts(answer: string) {
  const draft = parseWriterDraft(answer);
  return [
    draft.title,
    draft.intro,
    ...draft.summary,
    ...draft.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
    draft.closing,
  ];
}

describe('previewKind', () => {
  it('maps draft paths to preview blocks and leaves tags and items past the caps out', () => {
    const kind = (path: JsonPath) => previewKind(path)?.kind;
    expect(kind(['title'])).toBe('title');
    expect(previewKind(['title'])?.max).toBe(80);
    expect(kind(['intro'])).toBe('paragraph');
    expect(kind(['summary', 2])).toBe('item');
    expect(kind(['summary', 5])).toBeUndefined();
    expect(kind(['sections', 0, 'heading'])).toBe('heading');
    expect(kind(['sections', 1, 'paragraphs', 0])).toBe('paragraph');
    expect(kind(['sections', 1, 'paragraphs', 10])).toBeUndefined();
    expect(kind(['sections', 12, 'heading'])).toBeUndefined();
    expect(kind(['closing'])).toBe('paragraph');
    expect(kind(['tags', 0])).toBeUndefined();
    expect(kind(['sections', 'x', 'heading'])).toBeUndefined();
  });
});

describe('createPreviewGuard', () => {
  it('ends with exactly the texts of the stored draft, streamed a word at a time', () => {
    const answer = JSON.stringify(sampleDraft());
    const { blocks, events, snapshots } = stream(answer, 2);
    expect(blocks.map((block) => block.text)).toEqual(expectedTexts(answer));
    expect(blocks.map((block) => block.kind).slice(0, 3)).toEqual(['title', 'paragraph', 'item']);
    expect(events.every((event) => event !== 'reset' && event.mode === 'append')).toBe(true);
    // Text arrives long before the answer is complete: the title shows within its first words.
    const firstShown = snapshots.findIndex((snapshot) => snapshot.length > 0);
    expect(firstShown).toBeGreaterThan(0);
    expect(firstShown * 2).toBeLessThan(answer.indexOf(sampleDraft().title) + 20);
  });

  it('never shows markup, links, URLs, domains or e-mail addresses, not even half-written', () => {
    const answer = JSON.stringify(hostileDraft());
    for (const size of [1, 2, 5]) {
      const { snapshots, blocks } = stream(answer, size);
      for (const snapshot of snapshots) {
        expect(snapshot).not.toMatch(/<|>|evil|https?:|www\.|javascript:|\]\(|@/i);
      }
      expect(blocks.map((block) => block.text)).toEqual(expectedTexts(answer));
    }
  });

  it('holds back text that could become the canary, and resets when it does', () => {
    const draft = sampleDraft();
    draft.summary = [draft.summary[0]!, `비공개 식별자는 ${SYSTEM_PROMPT_CANARY} 이에요.`, draft.summary[2]!];
    const { snapshots, events, guard } = stream(JSON.stringify(draft), 1);
    const half = SYSTEM_PROMPT_CANARY.slice(0, 3).toLowerCase();
    for (const snapshot of snapshots) expect(snapshot.toLowerCase()).not.toContain(half);
    expect(guard.poisoned).toBe(true);
    expect(events.at(-1)).toBe('reset');
    expect(snapshots.at(-1)).toBe('');
  });

  it('resets on a repeated instruction line, even split across two values', () => {
    const line = OPENAI_SYSTEM_PROMPT.split('\n').find((text) => text.startsWith('2.'))!;
    const draft = sampleDraft();
    draft.intro = `제 규칙은 ${line.slice(0, 15)}`;
    draft.summary = [`${line.slice(15, 60)} 이에요.`, ...draft.summary.slice(1)];
    const { guard, snapshots } = stream(JSON.stringify(draft), 3);
    expect(guard.poisoned).toBe(true);
    const fragment = INSTRUCTION_FRAGMENTS.find((candidate) => candidate.startsWith('2.'))!;
    for (const snapshot of snapshots) expect(snapshot.replace(/\s+/g, '')).not.toContain(fragment);
  });

  it('never shows the inside of a script-like element, however it is disguised', () => {
    for (const open of ['&lt;script&gt;', '<scr\u200bipt>', '&amp;lt;style&amp;gt;', '<SCRIPT type="x">']) {
      const close = open.startsWith('<scr\u200b') ? '</script>' : open.replace(/(&lt;|&amp;lt;|<)/, '$1/');
      const intro = `앞 문장이에요. ${open}숨길 내용이 여기 있어요 그리고 더 있어요 ${close} 뒤 문장이에요.`;
      const { snapshots, blocks } = stream(JSON.stringify({ ...sampleDraft(), intro }), 2);
      for (const snapshot of snapshots) expect(snapshot, open).not.toContain('숨길');
      expect(blocks[1]!.text).toBe(parseWriterDraft(JSON.stringify({ ...sampleDraft(), intro })).intro);
    }
  });

  it('takes back text that cleaning removes once more of it has arrived', () => {
    for (const intro of [
      '앞 문장이에요. ![사진 설명 문구가 길어요](x) 뒤 문장이에요.',
      '앞 문장이에요. [여러 단어]: x',
    ]) {
      const answer = JSON.stringify({ ...sampleDraft(), intro });
      const { blocks } = stream(answer, 1);
      expect(blocks[1]!.text).toBe(parseWriterDraft(answer).intro);
    }
  });

  it('previews only what the stored post keeps: lengths and counts are capped the same way', () => {
    const draft = sampleDraft();
    draft.title = '아주 긴 제목이에요 '.repeat(12);
    draft.summary = Array.from({ length: 7 }, (_, index) => `요약 문장 ${index + 1}번이에요.`);
    draft.sections[0]!.paragraphs = Array.from({ length: 12 }, (_, index) => `문단 ${index + 1}이에요.`);
    const answer = JSON.stringify(draft);
    const { blocks } = stream(answer, 3);
    expect(blocks.map((block) => block.text)).toEqual(expectedTexts(answer));
  });

  it('shows the value JSON.parse keeps when a key repeats', () => {
    const answer = JSON.stringify(sampleDraft()).replace('{"title":', '{"title":"먼저 쓴 제목이에요","title":');
    const { blocks } = stream(answer, 2);
    expect(blocks[0]!.text).toBe(sampleDraft().title);
  });

  it('replaces a block whose cleaned text changes shape', () => {
    // The unclosed <b … tag hides the words after it until it closes.
    const answer = JSON.stringify({ ...sampleDraft(), intro: '앞 문장이에요. <b title="긴 속성 값"> 굵은 글씨예요.' });
    const { blocks } = stream(answer, 1);
    expect(blocks[1]!.text).toBe('앞 문장이에요. 굵은 글씨예요.');
  });
});
