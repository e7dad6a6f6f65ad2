import type { GenerateStreamEvent } from '@geulgam/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBatcher } from './event-batcher.ts';

const preview = (block: number, text: string, mode: 'append' | 'replace' = 'append'): GenerateStreamEvent => ({
  event: 'preview',
  data: { block, kind: block === 0 ? 'title' : 'paragraph', mode, text },
});
const result: GenerateStreamEvent = {
  event: 'result',
  data: { status: 'success', post_id: 7, created_at: null, error_message: null, from_cache: false },
};

/** The events in one write, as a client parses them. */
function parse(chunk: string) {
  return chunk
    .split('\n\n')
    .filter(Boolean)
    .map((part) => ({
      event: /^event: (.+)$/m.exec(part)![1],
      data: JSON.parse(/^data: (.+)$/m.exec(part)![1]!) as unknown,
    }));
}

describe('event batcher', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('writes the first event at once, the previews of one window as one write, and the result after them', () => {
    const writes: string[] = [];
    const batcher = createEventBatcher((chunk) => writes.push(chunk), 50);

    batcher.push(preview(0, '한강'));
    expect(writes).toHaveLength(1);
    expect(parse(writes[0]!)).toEqual([{ event: 'preview', data: preview(0, '한강').data }]);

    vi.advanceTimersByTime(10);
    batcher.push(preview(0, ' 가을'));
    batcher.push(preview(0, ' 축제'));
    batcher.push(preview(1, '올해는', 'replace'));
    batcher.push(preview(1, ' 더 커져요'));
    expect(writes).toHaveLength(1);

    vi.advanceTimersByTime(40);
    expect(writes).toHaveLength(2);
    // Previews of one block that waited together are one; the block's text is the same as event by event.
    expect(parse(writes[1]!)).toEqual([
      { event: 'preview', data: { block: 0, kind: 'title', mode: 'append', text: ' 가을 축제' } },
      { event: 'preview', data: { block: 1, kind: 'paragraph', mode: 'replace', text: '올해는 더 커져요' } },
    ]);

    vi.advanceTimersByTime(5);
    batcher.push(preview(1, ' 마지막 문장'));
    batcher.push(result);
    // The result does not wait: the last preview goes with it, before it.
    expect(writes).toHaveLength(3);
    expect(parse(writes[2]!).map((event) => event.event)).toEqual(['preview', 'result']);
    expect(parse(writes[2]!)[0]!.data).toMatchObject({ block: 1, text: ' 마지막 문장' });
    vi.advanceTimersByTime(100);
    expect(writes).toHaveLength(3);
  });

  it('keeps a reset between the previews it withdraws and the ones after it', () => {
    const writes: string[] = [];
    const batcher = createEventBatcher((chunk) => writes.push(chunk), 50);
    batcher.push(preview(0, '첫 시도'));
    batcher.push(preview(0, ' 계속'));
    batcher.push({ event: 'reset', data: {} });
    batcher.push(preview(0, '다시'));
    batcher.flush();
    expect(writes.flatMap(parse).map((event) => [event.event, (event.data as { text?: string }).text])).toEqual([
      ['preview', '첫 시도'],
      ['preview', ' 계속'],
      ['reset', undefined],
      ['preview', '다시'],
    ]);
    expect(writes).toHaveLength(2);
  });
});
