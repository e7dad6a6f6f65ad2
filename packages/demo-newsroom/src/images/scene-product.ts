import type { Category } from '@geulgam/contracts';
import { type Canvas, H, W } from './canvas.ts';
import { groundShadow } from './motifs.ts';
import { darken, hex, lighten, WHITE } from './palette.ts';
import type { Random } from './random.ts';
import { car } from './scenes-city.ts';
import { bowl } from './scenes-lifestyle.ts';
import { baseballBall } from './scenes-sports.ts';

const PRODUCT_BACKDROPS: Record<Category, readonly string[]> = {
  연예: ['#f3e5f5', '#e1bee7'],
  경제: ['#e3f2fd', '#bbdefb'],
  스포츠: ['#e8f5e9', '#c8e6c9'],
  야구: ['#fff3e0', '#ffe0b2'],
  드라마: ['#ede7f6', '#d1c4e9'],
  패션: ['#fce4ec', '#f8bbd0'],
  자동차: ['#eceff1', '#cfd8dc'],
  여행: ['#e0f7fa', '#b2ebf2'],
  맛집: ['#fff8e1', '#ffecb3'],
};

/** A product motif: one object on a pedestal, in the category's palette. */
export function drawProduct(canvas: Canvas, rnd: Random, category: Category): void {
  const [top, bottom] = (PRODUCT_BACKDROPS[category] ?? ['#f5f5f5', '#e0e0e0']).map(hex);
  const base = top ?? WHITE;
  const deep = bottom ?? WHITE;
  canvas.gradient([base, deep]);
  const accent = rnd.pick([hex('#ff7043'), hex('#5c6bc0'), hex('#26a69a'), hex('#ec407a'), hex('#ffb300')]);
  for (let i = 0; i < 5; i++)
    canvas.circle(rnd.range(0, W), rnd.range(0, H), rnd.range(30, 110), rnd.pick([WHITE, accent]), 0.12);
  canvas.circle(W / 2, 250, 210, WHITE, 0.55);
  // Pedestal.
  canvas.rect(W / 2 - 220, 420, 440, 120, darken(deep, 0.08));
  canvas.ellipse(W / 2, 420, 220, 40, lighten(deep, 0.4));
  const cx = W / 2;
  switch (category) {
    case '연예': {
      canvas.roundRect(cx - 40, 150, 190, 190, 10, hex('#212121'));
      canvas.circle(cx + 60, 245, 80, hex('#e0e0e0'));
      canvas.ellipseRing(cx + 60, 245, 60, 60, 2, hex('#bdbdbd'), 1);
      canvas.circle(cx + 60, 245, 16, accent);
      canvas.roundRect(cx - 150, 140, 200, 200, 12, accent);
      canvas.circle(cx - 50, 240, 60, lighten(accent, 0.4));
      canvas.line(cx + 150, 410, cx + 190, 180, 14, hex('#424242'));
      canvas.glow(cx + 192, 170, 70, lighten(accent, 0.3), 0.9);
      canvas.circle(cx + 192, 170, 28, lighten(accent, 0.6));
      break;
    }
    case '경제': {
      canvas.roundRect(cx - 170, 210, 300, 190, 22, darken(accent, 0.2));
      canvas.roundRect(cx - 130, 170, 300, 190, 22, accent);
      canvas.roundRect(cx - 96, 220, 56, 42, 8, hex('#ffd54f'));
      canvas.roundRect(cx - 96, 300, 200, 14, 7, WHITE, 0.7);
      for (let i = 0; i < 4; i++) {
        canvas.ellipse(cx + 200, 400 - i * 16 + 6, 50, 16, hex('#b7791f'));
        canvas.ellipse(cx + 200, 400 - i * 16, 50, 16, hex('#f6c343'));
      }
      break;
    }
    case '스포츠': {
      canvas.roundRect(cx + 60, 190, 80, 220, 24, accent);
      canvas.roundRect(cx + 74, 160, 52, 40, 10, hex('#455a64'));
      canvas.roundRect(cx + 60, 260, 80, 50, 4, WHITE, 0.6);
      canvas.circle(cx - 80, 330, 90, WHITE);
      canvas.circle(cx - 80, 330, 26, hex('#263238'));
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2;
        canvas.circle(cx - 80 + Math.cos(a) * 66, 330 + Math.sin(a) * 66, 18, hex('#263238'), 0.9);
      }
      break;
    }
    case '야구': {
      canvas.line(cx - 200, 400, cx + 180, 160, 34, hex('#d7a86e'));
      canvas.line(cx - 200, 400, cx - 120, 350, 18, hex('#5d4037'));
      groundShadow(canvas, cx + 60, 420, 70, 10, 0.2);
      baseballBall(canvas, cx + 60, 340, 76);
      break;
    }
    case '드라마': {
      canvas.roundRect(cx - 190, 150, 380, 250, 22, hex('#263238'));
      canvas.roundRect(cx - 170, 170, 340, 210, 12, accent);
      canvas.polygon(
        [
          [cx - 30, 230],
          [cx - 30, 320],
          [cx + 50, 275],
        ],
        WHITE,
      );
      break;
    }
    case '패션': {
      canvas.ellipseRing(cx, 220, 90, 90, 16, darken(accent, 0.3), 1, 220);
      canvas.roundRect(cx - 160, 210, 320, 200, 30, accent);
      canvas.roundRect(cx - 160, 260, 320, 18, 0, darken(accent, 0.15));
      canvas.roundRect(cx - 24, 250, 48, 40, 8, hex('#ffd54f'));
      break;
    }
    case '자동차': {
      car(canvas, cx - 210, 400, 1, accent, false);
      break;
    }
    case '여행': {
      canvas.roundRect(cx - 50, 110, 100, 60, 20, hex('#455a64'));
      canvas.roundRect(cx - 32, 128, 64, 60, 12, base);
      canvas.roundRect(cx - 140, 160, 280, 240, 30, accent);
      for (const x of [-70, 0, 70]) canvas.roundRect(cx + x - 8, 160, 16, 240, 6, darken(accent, 0.15));
      canvas.circle(cx - 100, 410, 14, hex('#37474f'));
      canvas.circle(cx + 100, 410, 14, hex('#37474f'));
      break;
    }
    case '맛집': {
      bowl(canvas, rnd, cx, 300, 0.8);
      break;
    }
  }
  // Little sparkle accents.
  for (let i = 0; i < 3; i++) {
    const x = rnd.range(120, 840);
    const y = rnd.range(60, 200);
    canvas.line(x - 10, y, x + 10, y, 4, WHITE, 0.9);
    canvas.line(x, y - 10, x, y + 10, 4, WHITE, 0.9);
  }
}
