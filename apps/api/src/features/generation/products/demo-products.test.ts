import { describe, expect, it } from 'vitest';
import { createDemoProductSource } from './demo-products.ts';

const query = { keyword: '루미나잇 콘서트', category: '연예' as const, terms: ['응원봉', '투어'] };

describe('the demo shopping source (SHOPPING=demo)', () => {
  it('matches the catalogue to the story and links pictures the demo newsroom serves', async () => {
    const source = createDemoProductSource({ publicApiUrl: 'http://127.0.0.1:8000/', withImages: true });
    const products = await source.find(query, 3);
    expect(products).toHaveLength(3);
    expect(products[0]).toMatchObject({
      name: '하늘빛굿즈 루미나잇 공식 응원봉 2',
      url: 'https://shopping.example.com/geulgam-demo/product-entertainment-01',
      image_url: 'http://127.0.0.1:8000/demo-news/images/product-entertainment-01.png',
      price: 45000,
      mall: '모아몰',
    });
  });

  it('offers the same products without pictures where the newsroom is not served', async () => {
    const withImages = await createDemoProductSource({ publicApiUrl: 'http://x', withImages: true }).find(query, 3);
    const without = await createDemoProductSource({ publicApiUrl: 'http://x', withImages: false }).find(query, 3);
    expect(without.map((p) => p.name)).toEqual(withImages.map((p) => p.name));
    expect(without.every((p) => !('image_url' in p))).toBe(true);
  });
});
