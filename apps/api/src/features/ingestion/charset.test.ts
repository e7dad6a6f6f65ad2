import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { CharsetError, charsetFromHtmlMeta, decodeDocument } from './charset.ts';

const KOREAN = '똠양꿍 가게 앞에 줄이 길게 늘어섰다. 햏햏, 뷁 같은 글자도 그대로다.';
const euckr = (text: string) => iconv.encode(text, 'euc-kr');

describe('decodeDocument', () => {
  it('decodes CP949 syllables that plain EUC-KR lacks, by the header label', () => {
    const page = decodeDocument(euckr(`<p>${KOREAN}</p>`), 'text/html; charset=ks_c_5601-1987', 'html');
    expect(page).toMatchObject({ text: `<p>${KOREAN}</p>`, charset: 'euc-kr', from: 'header' });
  });

  it('reads <meta charset> and <meta http-equiv> when the header names none', () => {
    const direct = euckr(`<html><head><meta charset="euc-kr"></head><body>${KOREAN}</body></html>`);
    expect(decodeDocument(direct, 'text/html', 'html')).toMatchObject({ charset: 'euc-kr', from: 'meta' });
    const equiv = euckr(`<meta http-equiv="content-type" content="text/html; charset=EUC-KR">${KOREAN}`);
    expect(charsetFromHtmlMeta(equiv)).toBe('euc-kr');
  });

  it('reads a feed’s XML declaration', () => {
    const feed = euckr(`<?xml version="1.0" encoding="EUC-KR"?><rss><channel><title>${KOREAN}</title></channel></rss>`);
    expect(decodeDocument(feed, 'application/xml', 'xml')).toMatchObject({ charset: 'euc-kr', from: 'xml' });
  });

  it('trusts a byte order mark over any label', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(KOREAN)]);
    expect(decodeDocument(bytes, 'text/html; charset=euc-kr', 'html')).toEqual({
      text: KOREAN,
      charset: 'utf-8',
      from: 'bom',
    });
  });

  it('recovers a mislabelled page and one with no label at all', () => {
    const mislabelled = decodeDocument(euckr(KOREAN.repeat(5)), 'text/html; charset=utf-8', 'html');
    expect(mislabelled).toMatchObject({ text: KOREAN.repeat(5), charset: 'euc-kr', from: 'detected' });
    expect(decodeDocument(Buffer.from(KOREAN), null, 'html')).toMatchObject({ text: KOREAN, charset: 'utf-8' });
    // A server default of ISO-8859-1 would turn Korean into Latin letters without one U+FFFD.
    expect(decodeDocument(euckr(KOREAN), 'text/html; charset=iso-8859-1', 'html').text).toBe(KOREAN);
  });

  it('refuses bytes no charset decodes cleanly instead of storing mojibake', () => {
    const noise = Buffer.from(Array.from({ length: 400 }, (_, i) => (i % 2 === 0 ? 0xff : 0x80)));
    expect(() => decodeDocument(noise, 'text/html; charset=utf-8', 'html')).toThrow(CharsetError);
  });
});
