import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, pdfFilename } from './download-pdf.ts';

describe('PDF file names', () => {
  it('prefers the UTF-8 filename* of Content-Disposition, then the plain filename', () => {
    const encoded = encodeURIComponent('청년 월세 지원.pdf');
    expect(filenameFromDisposition(`attachment; filename="download.pdf"; filename*=UTF-8''${encoded}`)).toBe(
      '청년 월세 지원.pdf',
    );
    expect(filenameFromDisposition('attachment; filename="report 1.pdf"')).toBe('report 1.pdf');
    expect(filenameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });

  it('falls back to the title, then post-{id}', () => {
    expect(pdfFilename(null, '가을 여행지 추천', 7)).toBe('가을 여행지 추천.pdf');
    expect(pdfFilename(null, '   ', 7)).toBe('post-7.pdf');
    expect(pdfFilename(null, null, 7)).toBe('post-7.pdf');
    expect(pdfFilename('attachment', '', 12)).toBe('post-12.pdf');
  });

  it('replaces illegal characters with _ and makes sure the name ends in .pdf', () => {
    expect(pdfFilename(null, 'AI/반도체: "수출" 회복? <전망> | 정리*', 1)).toBe(
      'AI_반도체_ _수출_ 회복_ _전망_ _ 정리_.pdf',
    );
    expect(pdfFilename(null, '줄\n바꿈', 1)).toBe('줄_바꿈.pdf');
    expect(pdfFilename(null, '보고서.PDF', 1)).toBe('보고서.PDF');
    expect(pdfFilename('attachment; filename="a\\b.txt"', null, 1)).toBe('a_b.txt.pdf');
  });
});
