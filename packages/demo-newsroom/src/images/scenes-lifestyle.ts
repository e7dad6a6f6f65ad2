import { type Canvas, H, W } from './canvas.ts';
import { groundShadow, type Hints, wave } from './motifs.ts';
import { BLACK, darken, hex, lighten, mix, type Rgb, WHITE } from './palette.ts';
import type { Random } from './random.ts';

function garment(canvas: Canvas, rnd: Random, x: number, top: number, color: Rgb, coat: boolean): void {
  const kind = coat ? 2 : rnd.int(0, 2);
  const shade = darken(color, 0.15);
  if (kind === 0) {
    // Shirt.
    canvas.line(x - 50, top + 20, x - 82, top + 100, 30, shade);
    canvas.line(x + 50, top + 20, x + 82, top + 100, 30, shade);
    canvas.roundRect(x - 56, top + 6, 112, 170, 18, color);
    canvas.polygon(
      [
        [x - 18, top + 6],
        [x + 18, top + 6],
        [x, top + 34],
      ],
      lighten(color, 0.5),
    );
    for (let k = 0; k < 4; k++) canvas.circle(x, top + 50 + k * 30, 4, lighten(color, 0.6));
  } else if (kind === 1) {
    // Dress.
    canvas.roundRect(x - 36, top + 6, 72, 80, 16, color);
    canvas.polygon(
      [
        [x - 36, top + 76],
        [x + 36, top + 76],
        [x + 92, top + 240],
        [x - 92, top + 240],
      ],
      color,
    );
    canvas.roundRect(x - 40, top + 74, 80, 12, 6, shade);
  } else {
    // Long coat.
    canvas.line(x - 54, top + 22, x - 72, top + 170, 28, shade);
    canvas.line(x + 54, top + 22, x + 72, top + 170, 28, shade);
    canvas.roundRect(x - 60, top + 6, 120, 250, 20, color);
    canvas.line(x - 20, top + 8, x, top + 90, 5, shade);
    canvas.line(x + 20, top + 8, x, top + 90, 5, shade);
    canvas.roundRect(x - 50, top + 120, 100, 12, 6, shade);
  }
}

const DENIM = {
  bg: ['#eef3f8', '#e3ebf3', '#d8e3ee'],
  clothes: ['#3f5f8a', '#6f8fb8', '#2c4566', '#9bb3d1', '#526f97'],
};

export function drawFashion(canvas: Canvas, rnd: Random, hints: Hints): void {
  const randomPalette = rnd.pick([
    { bg: ['#fde4ec', '#fbe9e7', '#fff3e0'], clothes: ['#ec407a', '#8d6e63', '#f8bbd0', '#5c6bc0', '#ffb74d'] },
    { bg: ['#e0f2f1', '#e8eaf6', '#f3e5f5'], clothes: ['#26a69a', '#7e57c2', '#90a4ae', '#f06292', '#ffd54f'] },
    { bg: ['#f5efe6', '#efe3d3', '#e8d7c3'], clothes: ['#c8a27a', '#6d4c41', '#e0c3a0', '#3e4a61', '#a1887f'] },
  ]);
  const palette = hints.has('denim') ? DENIM : randomPalette;
  canvas.gradient(palette.bg.map(hex));
  const clothes = palette.clothes.map(hex);
  for (let i = 0; i < 6; i++)
    canvas.circle(rnd.range(0, W), rnd.range(0, 300), rnd.range(40, 120), rnd.pick(clothes), rnd.range(0.06, 0.12));
  // Rack.
  const metal = hex('#6d6f78');
  canvas.line(120, 110, 840, 110, 10, metal);
  canvas.line(130, 110, 130, 470, 10, metal);
  canvas.line(830, 110, 830, 470, 10, metal);
  canvas.line(90, 470, 170, 470, 10, metal);
  canvas.line(790, 470, 870, 470, 10, metal);
  const count = rnd.int(3, 4);
  const offset = rnd.int(0, clothes.length - 1);
  for (let i = 0; i < count; i++) {
    const x = 230 + (i * 500) / (count - 1) + rnd.range(-20, 20);
    // Hanger: hook and shoulders.
    canvas.ellipseRing(x, 112, 10, 12, 4, metal, 1, 112);
    canvas.line(x, 114, x, 130, 4, metal);
    canvas.line(x, 130, x - 62, 158, 5, hex('#8d6e63'));
    canvas.line(x, 130, x + 62, 158, 5, hex('#8d6e63'));
    garment(canvas, rnd, x, 150, clothes[(i * 2 + offset) % clothes.length] ?? WHITE, hints.has('coat'));
  }
  // Fabric waves.
  for (let i = 0; i < 3; i++) {
    canvas.below(
      wave(440 + i * 30, [
        [rnd.range(10, 22), rnd.range(1, 2.2), rnd.range(0, 6)],
        [rnd.range(3, 8), rnd.range(3, 5), rnd.range(0, 6)],
      ]),
      rnd.pick(clothes),
      0.55 + i * 0.15,
    );
  }
}

export function bowl(canvas: Canvas, rnd: Random, cx: number, cy: number, s: number, cold = false): void {
  const bowlColor = cold
    ? rnd.pick([hex('#c9d6df'), hex('#b08d57')])
    : rnd.pick([hex('#f5f5f5'), hex('#3e5c76'), hex('#c0392b'), hex('#2f3e46')]);
  const soup = cold ? hex('#d8c7a2') : rnd.pick([hex('#e8a04a'), hex('#c0392b'), hex('#f3e2b3'), hex('#6d4c41')]);
  groundShadow(canvas, cx, cy + 120 * s, 200 * s, 26 * s, 0.22);
  canvas.ellipse(cx, cy, 210 * s, 150 * s, bowlColor, 1, { top: cy });
  canvas.roundRect(cx - 70 * s, cy + 130 * s, 140 * s, 22 * s, 10 * s, darken(bowlColor, 0.2));
  canvas.ellipse(cx, cy, 210 * s, 46 * s, lighten(bowlColor, 0.15));
  canvas.ellipse(cx, cy + 4 * s, 190 * s, 38 * s, soup);
  if (cold) {
    // Noodles, ice and a slice of pear instead of steam.
    for (let k = 0; k < 9; k++) {
      const y = cy - 8 * s + k * 4 * s;
      canvas.line(cx - 120 * s + k * 6 * s, y, cx + 110 * s - k * 8 * s, y + 6 * s, 3 * s, hex('#8a7560'), 0.8);
    }
    for (let k = 0; k < 4; k++)
      canvas.roundRect(cx + rnd.range(-160, 140) * s, cy + rnd.range(-10, 14) * s, 22 * s, 18 * s, 5 * s, WHITE, 0.75);
    canvas.ellipse(cx - 60 * s, cy - 10 * s, 40 * s, 12 * s, hex('#f4edc9'));
  }
  // Toppings.
  for (let k = 0; k < 3; k++) {
    canvas.roundRect(cx - 120 * s + k * 50 * s, cy - 14 * s + k * 6 * s, 60 * s, 22 * s, 8 * s, hex('#8d5a3b'));
  }
  canvas.ellipse(cx + 90 * s, cy - 2 * s, 30 * s, 18 * s, WHITE);
  canvas.circle(cx + 90 * s, cy - 2 * s, 11 * s, hex('#ffb300'));
  for (let k = 0; k < 12; k++) {
    const a = rnd.range(0, Math.PI * 2);
    const d = Math.sqrt(rnd.next()) * 0.8;
    canvas.circle(
      cx + Math.cos(a) * d * 180 * s,
      cy + 4 * s + Math.sin(a) * d * 30 * s,
      rnd.range(4, 7) * s,
      hex('#66bb6a'),
    );
  }
  // Steam, for hot dishes.
  for (let k = -1; k <= 1 && !cold; k++) {
    const phase = rnd.range(0, 6);
    for (let t = 0; t < 26; t++) {
      const y = cy - 60 * s - t * 7 * s;
      const x = cx + k * 70 * s + Math.sin(t * 0.35 + phase) * 16 * s;
      canvas.circle(x, y, 6 * s, hex('#d8bfa6'), 0.6 * (1 - t / 26));
    }
  }
}

export function drawFood(canvas: Canvas, rnd: Random, hints: Hints): void {
  canvas.gradient(
    rnd.pick([
      [hex('#ffe7cf'), hex('#ffd2b0'), hex('#f7b58e')],
      [hex('#fff3d6'), hex('#fde0b2'), hex('#f2c48d')],
      [hex('#e8f5e9'), hex('#fff3e0'), hex('#ffe0b2')],
    ]),
  );
  // Hanging lamps.
  for (const lx of [rnd.range(150, 260), rnd.range(700, 820)]) {
    canvas.line(lx, 0, lx, 70, 3, hex('#5d4037'));
    canvas.ellipse(lx, 90, 50, 30, hex('#f9a825'), 1, { bottom: 90 });
    canvas.glow(lx, 100, 120, hex('#fff3c4'), 0.5);
  }
  // Wooden table.
  const wood = rnd.pick([hex('#a0673f'), hex('#8d5b3b'), hex('#b97a4b')]);
  canvas.rect(0, 330, W, H - 330, wood);
  for (let y = 360; y < H; y += 48) canvas.line(0, y, W, y, 3, darken(wood, 0.2), 0.5);
  canvas.rect(0, 330, W, 10, lighten(wood, 0.2));
  const plating = hints.has('bread') ? 1 : hints.has('bowl') || hints.has('cold') ? 0 : rnd.int(0, 1);
  if (plating === 0) {
    bowl(canvas, rnd, W / 2 + rnd.range(-60, 60), 360, 1, hints.has('cold'));
  } else {
    // A plate of golden rolls.
    const px = W / 2 + rnd.range(-60, 60);
    groundShadow(canvas, px, 440, 240, 40, 0.2);
    canvas.ellipse(px, 420, 240, 70, WHITE);
    canvas.ellipseRing(px, 420, 200, 56, 3, hex('#e0e0e0'), 1);
    for (let k = 0; k < 5; k++) {
      const x = px - 140 + k * 70 + rnd.range(-8, 8);
      const y = 400 + (k % 2) * 22;
      canvas.ellipse(x, y, 52, 34, hex('#c8863c'));
      canvas.ellipse(x - 6, y - 8, 40, 22, hex('#e3a857'));
      for (let d = 0; d < 4; d++) canvas.circle(x - 20 + d * 12, y - 14 + rnd.range(-3, 3), 2.5, WHITE, 0.9);
    }
  }
  // Chopsticks and side dishes.
  canvas.line(740, 500, 920, 360, 9, hex('#6d4c41'));
  canvas.line(770, 510, 940, 380, 9, hex('#5d4037'));
  for (const [x, color] of [
    [130, hex('#d84315')],
    [250, hex('#7cb342')],
  ] as const) {
    canvas.ellipse(x, 470, 62, 22, WHITE);
    for (let k = 0; k < 6; k++) canvas.circle(x + rnd.range(-30, 30), 464 + rnd.range(-6, 6), 9, color);
  }
}

export function drawDrama(canvas: Canvas, rnd: Random): void {
  const wall = rnd.pick([
    [hex('#d7e3e8'), hex('#c5d5dc')],
    [hex('#efe4d6'), hex('#e3d2bd')],
    [hex('#e3dcef'), hex('#d2c8e4')],
  ]);
  canvas.gradient(wall);
  canvas.rect(0, 410, W, H - 410, hex('#8a6a4f'));
  for (let x = 0; x < W; x += 120) canvas.line(x, 410, x - 60, H, 3, hex('#765840'), 0.5);
  // Window with curtains.
  const wx = rnd.chance(0.5) ? 60 : 700;
  canvas.roundRect(wx, 70, 200, 200, 8, hex('#ffffff'));
  canvas.rect(wx + 10, 80, 180, 180, hex('#ffd8a8'));
  canvas.circle(wx + 130, 180, 30, hex('#ffb26b'));
  canvas.line(wx + 100, 80, wx + 100, 260, 6, WHITE);
  canvas.line(wx + 10, 170, wx + 190, 170, 6, WHITE);
  canvas.roundRect(wx - 20, 60, 44, 230, 16, hex('#b56576'));
  canvas.roundRect(wx + 176, 60, 44, 230, 16, hex('#b56576'));
  // The TV, with a scene on screen.
  const tx = wx < W / 2 ? 330 : 150;
  canvas.line(tx + 120, 380, tx + 90, 420, 8, hex('#333842'));
  canvas.line(tx + 300, 380, tx + 330, 420, 8, hex('#333842'));
  canvas.roundRect(tx - 12, 110, 444, 270, 18, hex('#22252c'));
  const sx = tx + 6;
  const sy = 128;
  const sky = rnd.pick([
    [hex('#ff9a8b'), hex('#fad0c4')],
    [hex('#355c7d'), hex('#c06c84')],
    [hex('#2c3e50'), hex('#4ca1af')],
  ]);
  for (let y = 0; y < 234; y++) canvas.rect(sx, sy + y, 408, 1, mix(sky[0] ?? BLACK, sky[1] ?? WHITE, y / 233));
  canvas.circle(sx + 300, sy + 80, 34, hex('#fff1c1'), 0.9);
  canvas.rect(sx, sy + 180, 408, 54, darken(sky[0] ?? BLACK, 0.35));
  const pair = rnd.int(0, 1);
  const silhouette = hex('#1d1d29');
  const p1 = sx + 150;
  const p2 = sx + 240;
  canvas.circle(p1, sy + 112, 20, silhouette);
  canvas.roundRect(p1 - 30, sy + 136, 60, 100, 24, silhouette);
  canvas.circle(p2, sy + 104, 22, silhouette);
  canvas.roundRect(p2 - 32, sy + 130, 64, 106, 24, silhouette);
  if (pair === 0) {
    const hx = (p1 + p2) / 2;
    const hy = sy + 70;
    canvas.circle(hx - 9, hy, 11, hex('#ff6b81'));
    canvas.circle(hx + 9, hy, 11, hex('#ff6b81'));
    canvas.polygon(
      [
        [hx - 19, hy + 4],
        [hx + 19, hy + 4],
        [hx, hy + 26],
      ],
      hex('#ff6b81'),
    );
  }
  canvas.roundRect(sx, sy, 408, 234, 6, WHITE, 0.04);
  // Lamp and plant.
  const lx = tx < 300 ? 820 : 120;
  canvas.line(lx, 200, lx, 420, 6, hex('#4a4a4a'));
  canvas.ellipse(lx, 420, 40, 8, hex('#3b3b3b'));
  canvas.glow(lx, 190, 150, hex('#fff3c4'), 0.5);
  canvas.polygon(
    [
      [lx - 30, 150],
      [lx + 30, 150],
      [lx + 52, 210],
      [lx - 52, 210],
    ],
    hex('#f6e3b4'),
  );
  const px = tx < 300 ? 640 : 290;
  for (let k = 0; k < 7; k++) {
    const a = -Math.PI / 2 + (k - 3) * 0.35;
    canvas.ellipse(px + Math.cos(a) * 44, 330 + Math.sin(a) * 50, 16, 34, hex('#4f9d69'), 0.95);
  }
  canvas.roundRect(px - 36, 350, 72, 70, 14, hex('#d98e63'));
  // Sofa back in the foreground.
  canvas.roundRect(100, 470, 760, 120, 40, hex('#5a6c8f'));
  canvas.roundRect(60, 450, 90, 140, 36, hex('#4b5b7b'));
  canvas.roundRect(810, 450, 90, 140, 36, hex('#4b5b7b'));
}
