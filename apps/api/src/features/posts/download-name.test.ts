import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition, pdfFileName } from './download-name.ts';

describe('pdfFileName', () => {
  it('keeps Korean and replaces characters file systems reject', () => {
    expect(pdfFileName('청년 월세 지원 확대', 1)).toBe('청년 월세 지원 확대.pdf');
    expect(pdfFileName('AI/반도체: "수출" 회복? <전망> | 정리*', 1)).toBe('AI_반도체_ _수출_ 회복_ _전망_ _ 정리_.pdf');
    expect(pdfFileName('줄\n바꿈\t탭', 1)).toBe('줄_바꿈_탭.pdf');
    expect(pdfFileName('  앞뒤 공백  ', 1)).toBe('앞뒤 공백.pdf');
  });

  it('appends .pdf once and limits the length to 80 characters', () => {
    expect(pdfFileName('보고서.pdf', 1)).toBe('보고서.pdf');
    expect(pdfFileName('보고서.PDF', 1)).toBe('보고서.pdf');
    const name = pdfFileName('가'.repeat(200), 1);
    expect(name).toBe(`${'가'.repeat(80)}.pdf`);
  });

  it('falls back to post-<id>.pdf when nothing usable is left', () => {
    expect(pdfFileName('', 7)).toBe('post-7.pdf');
    expect(pdfFileName('   ', 7)).toBe('post-7.pdf');
    expect(pdfFileName('???', 7)).toBe('post-7.pdf');
    expect(pdfFileName('.pdf', 7)).toBe('post-7.pdf');
  });
});

describe('contentDisposition', () => {
  it('has an ASCII filename and a UTF-8 filename* that decodes back to the Korean name', () => {
    const name = pdfFileName("청년 월세 (2026) 'A' 정리", 3);
    const header = contentDisposition(name);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%!#$&+.^_`|~-]+$/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)![1]!;
    expect(decodeURIComponent(encoded)).toBe(name);
    expect(header).toContain(`filename="_ _ (2026) 'A' _.pdf"`);
  });

  it('falls back to download.pdf when the name has no ASCII letters or digits', () => {
    expect(contentDisposition('청년 월세.pdf')).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent('청년 월세.pdf')}`,
    );
    expect(contentDisposition('post-9.pdf')).toBe(`attachment; filename="post-9.pdf"; filename*=UTF-8''post-9.pdf`);
  });

  it('cannot be used to inject header text', () => {
    const header = contentDisposition('a"; evil=1\r\nX: y.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"').length).toBe(3);
  });
});

describe('contentDisposition read back by a standard parser', () => {
  it('gives back the exact file name, Korean or ASCII', () => {
    for (const title of ["청년 월세 (2026) 'A' 정리", 'AI/반도체: "수출" 회복?', 'Report 2026', '가'.repeat(200), '']) {
      const name = pdfFileName(title, 5);
      const parsed = parse(contentDisposition(name));
      expect(parsed.type).toBe('attachment');
      expect(parsed.parameters.filename).toBe(name);
    }
  });
});
