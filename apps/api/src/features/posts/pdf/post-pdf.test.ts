import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToBlocks } from '../post-blocks.ts';
import { isUsableImageData } from './images.ts';
import { wrapRuns } from './line-wrap.ts';
import { koreanDate, type PdfPost, renderPostPdf } from './post-pdf.ts';

// --- fixtures ---

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB (or RGBA) PNG with a sky, a sun and a hill, so a rendered page shows where the image went. */
function makePng(width: number, height: number, alpha = false): Buffer {
  const channels = alpha ? 4 : 3;
  const stride = 1 + width * channels;
  const raw = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * stride + 1 + x * channels;
      const dx = x - width * 0.65;
      const dy = y - height * 0.4;
      const sun = dx * dx + dy * dy < (height * 0.18) ** 2;
      const hill = y > height * (0.62 + 0.12 * Math.sin((x / width) * 5));
      raw[i] = sun ? 255 : hill ? 70 : 120 + Math.round((y / height) * 80);
      raw[i + 1] = sun ? 210 : hill ? 140 : 160 + Math.round((y / height) * 60);
      raw[i + 2] = sun ? 90 : hill ? 90 : 235;
      if (alpha) raw[i + 3] = 200;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = alpha ? 6 : 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 24×14 baseline JPEG (made once with poppler's pdftoppm). */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEABgAGAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAOABgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDt5PNMh2kY/wCBf0o+ftn82rFup7gXUwWeUAO2AHPHNRfaLn/n4l/77NdCoN9TL2i7G/iTp3+rUVgfaLn/AJ+Jf++zRR7B9w9qux//2Q==',
  'base64',
);

const LONG_KOREAN =
  '정부는 내년부터 청년층의 주거 부담을 덜기 위해 월세 지원 대상을 대폭 확대하기로 했다고 밝혔습니다. ' +
  '국토교통부에 따르면 지원 금액은 최대 스무 달 동안 매달 이십만 원이며 소득 기준도 완화됩니다. ' +
  '전문가들은 실질적인 도움이 될 것이라면서도 공급 확대가 함께 이뤄져야 근본적인 해결이 가능하다고 지적했습니다. ' +
  '특히 수도권과 지방 사이의 주거비 격차가 계속 벌어지고 있어 지역별 맞춤형 정책이 필요하다는 목소리가 높습니다. ' +
  '한편 대학가 주변 원룸 임대료는 올해 들어서만 평균 칠 퍼센트 넘게 오른 것으로 조사됐습니다.';

function post(overrides: Partial<PdfPost> = {}): PdfPost {
  return {
    id: 42,
    title: '청년 월세 지원 확대, 무엇이 달라지나',
    createdAt: new Date('2026-11-22T01:30:00Z'),
    html: `<p>${LONG_KOREAN}</p>`,
    loadImage: () => Promise.resolve(null),
    ...overrides,
  };
}

function latin1(pdf: Buffer): string {
  return pdf.toString('latin1');
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

// --- pdftotext (poppler-utils), when the machine has it ---

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const workDir = mkdtempSync(join(tmpdir(), 'geulgam-pdf-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function pdfText(pdf: Buffer): string {
  const file = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout;
}

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

// --- tests ---

describe('renderPostPdf', () => {
  it('produces a PDF with the embedded Korean font and the footer', async () => {
    const pdf = await renderPostPdf(post());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = latin1(pdf);
    // The TrueType font program, subset to the used glyphs (a CFF subset cost half of a render's CPU: ADR 071).
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('/FontFile3');
    expect(raw).toContain('Pretendard');
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it.skipIf(!hasPdftotext)('keeps the title, the date and the first paragraph as real, searchable text', async () => {
    const text = pdfText(await renderPostPdf(post()));
    expect(text).toContain('청년 월세 지원 확대, 무엇이 달라지나');
    expect(text).toContain('2026년 11월 22일');
    // Lines break only at spaces, so joining the lines with spaces gives back the paragraph.
    expect(words(text).join(' ')).toContain(LONG_KOREAN);
    expect(text).toContain('글감 · 페이지 1');
  });

  it.skipIf(!hasPdftotext)('breaks Korean only between words (word-break: keep-all)', async () => {
    const paragraph = `${LONG_KOREAN} ${LONG_KOREAN}`;
    const text = pdfText(await renderPostPdf(post({ title: '줄바꿈', html: `<p>${paragraph}</p>` })));
    const sourceWords = words(paragraph);
    const vocabulary = new Set(sourceWords);
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && line !== '줄바꿈' && !line.startsWith('글감 ·') && !/^\d{4}년/.test(line));
    expect(lines.length).toBeGreaterThan(6); // it did wrap
    for (const line of lines) {
      for (const word of words(line)) expect(vocabulary, `"${word}" in line "${line}"`).toContain(word);
    }
    expect(lines.flatMap(words)).toEqual(sourceWords);
  });

  it('embeds PNG and JPEG images and links them nowhere else', async () => {
    const images: Record<string, Buffer> = {
      'https://img.example/a.png': makePng(320, 180),
      'https://img.example/b.jpg': TINY_JPEG,
      'https://img.example/c.png': makePng(64, 64, true),
    };
    const html = Object.keys(images)
      .map((src) => `<figure><img src="${src}" alt="사진"><figcaption>설명 ${src}</figcaption></figure>`)
      .join('<p>본문</p>');
    const pdf = await renderPostPdf(post({ html, loadImage: (url) => Promise.resolve(images[url] ?? null) }));
    const raw = latin1(pdf);
    expect(count(raw, '/Subtype /Image')).toBe(4); // three images plus the alpha mask of the RGBA PNG
    expect(raw).toContain('/Filter /DCTDecode');
    expect(raw).toContain('/SMask');
  });

  it('skips images that fail to load or are not PNG/JPEG, and keeps rendering', async () => {
    const good = makePng(96, 54);
    const broken = Buffer.from(good);
    broken.fill(0x55, 60, broken.length - 20); // damaged pixel data behind an intact header
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const sources: Record<string, () => Promise<Buffer | null>> = {
      throws: () => Promise.reject(new Error('network down')),
      missing: () => Promise.resolve(null),
      gif: () => Promise.resolve(gif),
      broken: () => Promise.resolve(broken),
      truncated: () => Promise.resolve(good.subarray(0, 40)),
      webp: () => Promise.resolve(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1')),
      good: () => Promise.resolve(good),
    };
    const html = Object.keys(sources)
      .map((src) => `<figure><img src="${src}" alt=""><figcaption>캡션-${src}</figcaption></figure>`)
      .join('');
    const pdf = await renderPostPdf(
      post({ html: `<p>앞 문단</p>${html}<p>뒤 문단</p>`, loadImage: (url) => sources[url]!() }),
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(count(latin1(pdf), '/Subtype /Image')).toBe(1);
    if (hasPdftotext) {
      const text = pdfText(pdf);
      expect(text).toContain('뒤 문단');
      expect(text).toContain('캡션-good');
      expect(text).not.toContain('캡션-broken'); // no caption without its picture
    }
  });

  it('survives a loader that throws synchronously', async () => {
    const pdf = await renderPostPdf(
      post({
        html: '<figure><img src="x"></figure><p>본문</p>',
        loadImage: () => {
          throw new Error('boom');
        },
      }),
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('adds real link annotations, and none for relative or script links', async () => {
    const html =
      '<p>원문은 <a href="https://news.example/article?id=7">여기</a>에서, ' +
      '<a href="/internal">내부</a>, <a href="javascript:alert(1)">스크립트</a>.</p>';
    const raw = latin1(await renderPostPdf(post({ html })));
    expect(count(raw, '/Subtype /Link')).toBe(1);
    expect(raw).toContain('/URI (https://news.example/article?id=7)');
  });

  it.skipIf(!hasPdftotext)('lays out every supported element and flows onto more pages', async () => {
    const html =
      '<section><h2>첫 번째 소제목</h2><p>문단 <strong>강조</strong> <em>기울임</em></p>' +
      '<h3>작은 소제목</h3><ul><li>항목 하나</li><li>항목 둘<ul><li>안쪽 항목</li></ul></li></ul>' +
      '<ol start="3"><li>셋째</li><li>넷째</li></ol><blockquote><p>인용한 문장입니다.</p></blockquote><hr>' +
      `<div><span>감싼 글</span> <custom-tag>모르는 태그의 글</custom-tag><script>alert(1)</script></div>` +
      `${`<p>${LONG_KOREAN}</p>`.repeat(12)}</section>`;
    const text = pdfText(await renderPostPdf(post({ html })));
    for (const expected of ['첫 번째 소제목', '문단 강조 기울임', '작은 소제목', '항목 하나', '안쪽 항목', '3. 셋째']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('4. 넷째');
    expect(text).toContain('인용한 문장입니다.');
    expect(text).toContain('감싼 글 모르는 태그의 글');
    expect(text).not.toContain('alert');
    expect(text).toContain('글감 · 페이지 2');
  });

  it('renders an empty body and an empty title', async () => {
    const pdf = await renderPostPdf(post({ title: '  ', html: '' }));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (hasPdftotext) expect(pdfText(pdf)).toContain('제목 없음');
  });

  it('lays out a 3,000-character post with three 960×540 images over several pages', async () => {
    const images = [makePng(960, 540), makePng(960, 540), makePng(960, 540)];
    let body = '';
    while (body.length < 3000) body += `${LONG_KOREAN} `;
    const paragraphs = body.slice(0, 3000).match(/.{1,500}(\s|$)/gsu) ?? [];
    const html = paragraphs
      .map((p, i) => `${i % 2 === 0 ? `<h2>소제목 ${i + 1}</h2>` : ''}<p>${p.trim()}</p>`)
      .concat(images.map((_, i) => `<figure><img src="img${i}"><figcaption>사진 ${i + 1}</figcaption></figure>`))
      .join('');
    const pdf = await renderPostPdf(
      post({ html, loadImage: (url) => Promise.resolve(images[Number(url.slice(3))] ?? null) }),
    );
    const raw = latin1(pdf);
    expect(count(raw, '/Subtype /Image')).toBe(3);
    expect(count(raw, '/Type /Page\n') + count(raw, '/Type /Page\r')).toBeGreaterThan(1);
    if (hasPdftotext) {
      const text = pdfText(pdf);
      for (const caption of ['사진 1', '사진 2', '사진 3', '소제목 1']) expect(text).toContain(caption);
    }
  });
});

describe('wrapRuns (keep-all line breaking)', () => {
  const measure = (text: string) => [...text].length * 10;
  const plain = (text: string) => [{ text, style: 'plain' }];
  const lineText = (line: { pieces: { text: string }[] }) => line.pieces.map((p) => p.text).join('');

  it('breaks only at spaces and never exceeds the width', () => {
    const lines = wrapRuns(plain(LONG_KOREAN), 200, measure);
    const source = words(LONG_KOREAN);
    expect(lines.flatMap((line) => words(lineText(line)))).toEqual(source);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(200);
      expect(lineText(line)).toBe(lineText(line).trim());
    }
  });

  it('cuts a word only when it alone is wider than the line', () => {
    const lines = wrapRuns(plain('짧은 가나다라마바사아자차카타파하 끝'), 50, measure);
    expect(lines.map(lineText)).toEqual(['짧은', '가나다라마', '바사아자차', '카타파하', '끝']);
  });

  it('breaks an overlong URL after its punctuation before cutting anywhere else', () => {
    const lines = wrapRuns(plain('주소: https://a.example/abc/defghijk/x?q=1'), 120, measure);
    expect(lines.map(lineText)).toEqual(['주소:', 'https://a.', 'example/abc/', 'defghijk/x?', 'q=1']);
  });

  it('keeps a word whole across style changes and merges same-style pieces', () => {
    const bold = { name: 'bold' };
    const normal = { name: 'normal' };
    const lines = wrapRuns(
      [
        { text: '오늘 ', style: normal },
        { text: '삼성', style: bold },
        { text: '전자는 크게 올랐다', style: normal },
      ],
      60,
      (text) => [...text].length * 10,
    );
    expect(lines.map(lineText)).toEqual(['오늘', '삼성전자는', '크게 올랐다']);
    expect(lines[1]!.pieces.map((p) => p.style)).toEqual([bold, normal]);
    expect(lines[2]!.pieces).toHaveLength(1);
  });

  it('honours forced breaks and collapses spaces', () => {
    const lines = wrapRuns(plain('  첫 줄   이어서\n둘째 줄 '), 1000, measure);
    expect(lines.map(lineText)).toEqual(['첫 줄 이어서', '둘째 줄']);
  });
});

describe('htmlToBlocks', () => {
  it('maps the writer’s elements to blocks', () => {
    const blocks = htmlToBlocks(
      '<h2>제목</h2><p>가 <a href="https://x.example">링크</a></p><ul><li>하나</li></ul>' +
        '<blockquote>인용</blockquote><figure><img src="a.png" alt="대체"><figcaption>캡션</figcaption></figure><hr>',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'paragraph', 'paragraph', 'figure', 'rule']);
    expect(blocks[1]).toMatchObject({ runs: [{ text: '가 ' }, { text: '링크', href: 'https://x.example' }] });
    expect(blocks[2]).toMatchObject({ marker: '•', indent: 1 });
    expect(blocks[3]).toMatchObject({ quotes: [1] });
    expect(blocks[4]).toMatchObject({ images: [{ src: 'a.png', alt: '대체' }], caption: [{ text: ' 캡션 ' }] });
  });
});

describe('image checks', () => {
  it('accepts sound PNG and JPEG data only', () => {
    expect(isUsableImageData(makePng(8, 8))).toBe(true);
    expect(isUsableImageData(makePng(8, 8, true))).toBe(true);
    expect(isUsableImageData(TINY_JPEG)).toBe(true);
    expect(isUsableImageData(makePng(8, 8).subarray(0, 30))).toBe(false);
    expect(isUsableImageData(Buffer.from('GIF89a'))).toBe(false);
    expect(isUsableImageData(Buffer.alloc(0))).toBe(false);
  });
});

describe('koreanDate', () => {
  it('formats in Korean time', () => {
    expect(koreanDate(new Date('2026-11-22T01:30:00Z'))).toBe('2026년 11월 22일');
    expect(koreanDate(new Date('2026-11-21T16:00:00Z'))).toBe('2026년 11월 22일'); // 01:00 KST
    expect(koreanDate(new Date('invalid'))).toBe('');
  });
});
