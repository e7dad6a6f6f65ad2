import { describe, expect, it } from 'vitest';
import { fitProducts } from './product-fit.ts';

const product = (name: string) => ({ name, url: `https://shop.example/${encodeURIComponent(name)}` });

describe('products only when they fit the story', () => {
  it('keeps a product whose name carries a topic word and says which word chose it', () => {
    const fit = fitProducts(
      [product('별하 공식 응원봉'), product('주식 투자 입문서'), product('별하 2집 앨범')],
      ['별하', '콘서트'],
      '가수 별하가 콘서트를 연다. 팬들은 응원봉을 들고 모였다.',
    );
    expect(fit.products.map((p) => p.name)).toEqual(['별하 공식 응원봉', '별하 2집 앨범']);
    expect(fit.rules[0]).toEqual({ name: '별하 공식 응원봉', rule: "주제어 '별하'" });
  });

  it('shows nothing on a medicine, finance or accident story, however well a name matches', () => {
    const medicine = '청솔바이오가 편두통 치료제 허가를 받았다. 임상 참여 환자 860명이 약을 복용했다.';
    expect(fitProducts([product('청솔바이오 편두통 영양제')], ['청솔바이오'], medicine)).toMatchObject({
      products: [],
      excludedBy: expect.stringContaining('의약'),
    });
    const finance = '코스피가 하락했다. 투자자들은 금리 인상을 걱정했다.';
    expect(fitProducts([product('코스피 투자 가이드')], ['코스피'], finance).products).toEqual([]);
  });

  it('matches a recurring term only as what the product is, never as a word that describes it', () => {
    const update = '대한오토가 무선 업데이트로 브레이크 소프트웨어를 고친다. 무선 업데이트는 무료다. 무선으로 받는다.';
    expect(fitProducts([product('무선 이어폰')], ['대한오토', '리콜'], update).products).toEqual([]);
    const camping = '캠핑장이 문을 열었다. 의자와 텐트를 빌려준다. 의자는 무료다. 의자가 편하다는 평이다.';
    expect(fitProducts([product('캠핑 의자')], ['솔숲캠핑장'], camping).rules).toEqual([
      { name: '캠핑 의자', rule: "기사에 거듭 나온 말 '의자'" },
    ]);
  });
});
