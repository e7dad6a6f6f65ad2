import { describe, expect, it } from 'vitest';
import { htmlText } from '../../../lib/sanitize-html.ts';
import { postStats, scrollProgress } from './post-stats.ts';

describe('post statistics', () => {
  it('reading minutes are non-whitespace characters / 500, rounded up', () => {
    expect(postStats('', 0, 0).readingMinutes).toBe(0);
    expect(postStats('가'.repeat(500), 0, 0).readingMinutes).toBe(1);
    expect(postStats('가'.repeat(501), 0, 0).readingMinutes).toBe(2);
    // Whitespace does not count towards reading time.
    expect(postStats(`${'가 '.repeat(500)}\n\n\t`, 0, 0).readingMinutes).toBe(1);
  });

  it('counts characters with and without spaces, images and progress', () => {
    const stats = postStats('  오늘의 뉴스\n\n한 줄  요약 ', 3, 0.456);
    expect(stats).toEqual({
      readingMinutes: 1,
      charsWithoutSpaces: 9,
      charsWithSpaces: '오늘의 뉴스 한 줄 요약'.length,
      images: 3,
      progressPercent: 46,
    });
  });

  it('reads progress from scrolling, and 100 % when everything fits', () => {
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 1000, clientHeight: 500 })).toBe(0);
    expect(scrollProgress({ scrollTop: 250, scrollHeight: 1000, clientHeight: 500 })).toBe(0.5);
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 400, clientHeight: 500 })).toBe(1);
  });
});

describe('plain text of a post', () => {
  it('separates blocks with blank lines and keeps line breaks', () => {
    expect(
      htmlText('<h2>요약</h2><p>첫   문장<br>둘째 줄</p><ul><li>하나</li><li>둘</li></ul><script>x()</script>'),
    ).toBe('요약\n\n첫 문장\n둘째 줄\n\n하나\n\n둘');
  });
});
