import { type Canvas, H, W } from './canvas.ts';
import { bokeh, clouds, confetti, groundShadow, type Hints } from './motifs.ts';
import { BLACK, darken, hex, lighten, mix, type Point, type Rgb, WHITE } from './palette.ts';
import type { Random } from './random.ts';

export function drawEntertainment(canvas: Canvas, rnd: Random): void {
  const palette = rnd.pick([
    [hex('#1a0b3d'), hex('#4a1670'), hex('#a1307f')],
    [hex('#0b1a3d'), hex('#1f3c88'), hex('#4c6fd1')],
    [hex('#2b0a1f'), hex('#6a1b4d'), hex('#e0567c')],
  ]);
  canvas.gradient(palette);
  const lights = [hex('#ff80ab'), hex('#80d8ff'), hex('#ffe57f'), hex('#b388ff'), hex('#a7ffeb')];
  bokeh(canvas, rnd, lights, 26, 360);
  // Spotlight beams from the rig.
  canvas.rect(0, 0, W, 26, hex('#0d0d17'));
  const beams = rnd.int(3, 5);
  for (let i = 0; i < beams; i++) {
    const sx = ((i + 0.5) / beams) * W + rnd.range(-40, 40);
    const target = W / 2 + rnd.range(-260, 260);
    const color = rnd.pick(lights);
    canvas.polygon(
      [
        [sx - 12, 26],
        [sx + 12, 26],
        [target + 150, 470],
        [target - 150, 470],
      ],
      color,
      0.13,
    );
    canvas.glow(sx, 30, 60, color, 0.8);
    canvas.roundRect(sx - 16, 14, 32, 22, 6, hex('#2c2c3a'));
  }
  // Stage floor.
  canvas.ellipse(W / 2, 470, 430, 70, hex('#1b1330'));
  canvas.ellipseRing(W / 2, 470, 430, 70, 4, rnd.pick(lights), 0.8);
  canvas.glow(W / 2, 455, 220, hex('#fff3e0'), 0.35);
  // Microphone on a stand.
  const mx = W / 2 + rnd.range(-80, 80);
  canvas.ellipse(mx, 452, 46, 10, hex('#101018'));
  canvas.line(mx, 452, mx, 300, 6, hex('#c0c4d6'));
  canvas.line(mx, 300, mx + 26, 262, 5, hex('#c0c4d6'));
  canvas.roundRect(mx + 16, 212, 30, 58, 15, hex('#e0e3ef'));
  for (let k = 0; k < 4; k++) canvas.line(mx + 19, 220 + k * 8, mx + 43, 220 + k * 8, 2, hex('#9aa0b8'));
  confetti(canvas, rnd, lights, 70, 420);
  // The crowd, with light sticks.
  for (let x = -20; x < W + 40; x += rnd.range(48, 64)) {
    const y = rnd.range(500, 520);
    canvas.roundRect(x - 30, y + 12, 60, 60, 24, hex('#07060d'));
    canvas.circle(x, y, 19, hex('#07060d'));
    if (rnd.chance(0.5)) {
      const tipX = x + rnd.range(-30, 30);
      const tipY = y - rnd.range(50, 80);
      const color = rnd.pick(lights);
      canvas.line(x + 12, y + 16, tipX, tipY, 5, hex('#07060d'));
      canvas.glow(tipX, tipY, 26, color, 0.8);
      canvas.circle(tipX, tipY, 8, lighten(color, 0.4));
    }
  }
}

export function drawEconomy(canvas: Canvas, rnd: Random): void {
  const dark = rnd.chance(0.4);
  canvas.gradient(
    dark ? [hex('#0f2030'), hex('#163a52'), hex('#1d4f6c')] : [hex('#e8f0fb'), hex('#d6e4f5'), hex('#c4d8ee')],
  );
  const accent = rnd.pick([
    [hex('#26a69a'), hex('#80cbc4')],
    [hex('#5c6bc0'), hex('#9fa8da')],
    [hex('#ef6c00'), hex('#ffcc80')],
  ]);
  // Dashboard card.
  const cardColor = dark ? hex('#223e56') : WHITE;
  canvas.roundRect(96, 66, 768, 420, 26, BLACK, 0.12);
  canvas.roundRect(88, 56, 768, 420, 26, cardColor);
  const ink = dark ? hex('#9fb6cc') : hex('#90a4ae');
  for (let i = 0; i < 5; i++) canvas.line(140, 150 + i * 64, 810, 150 + i * 64, 2, ink, 0.3);
  canvas.roundRect(140, 92, 150, 16, 8, ink, 0.55);
  canvas.roundRect(140, 116, 90, 12, 6, ink, 0.3);
  // Rising bars with a trend line.
  const bars = rnd.int(6, 8);
  const left = 160;
  const step = 620 / bars;
  const points: Point[] = [];
  let value = rnd.range(0.18, 0.3);
  for (let i = 0; i < bars; i++) {
    value = Math.min(0.95, value + rnd.range(-0.04, 0.16));
    const h = value * 300;
    const x = left + i * step;
    const color = mix(accent[1] ?? WHITE, accent[0] ?? BLACK, i / (bars - 1));
    canvas.roundRect(x, 406 - h, step * 0.55, h, 10, color);
    points.push([x + step * 0.27, 380 - h - 20]);
  }
  const lineColor = dark ? hex('#ffd54f') : hex('#e53935');
  canvas.polyline(points, 6, lineColor);
  for (const [x, y] of points) {
    canvas.circle(x, y, 10, lineColor);
    canvas.circle(x, y, 5, cardColor);
  }
  const last = points[points.length - 1] ?? [800, 100];
  canvas.polygon(
    [
      [last[0] + 10, last[1] - 44],
      [last[0] + 36, last[1] - 6],
      [last[0] - 10, last[1] - 10],
    ],
    lineColor,
  );
  // Coins.
  const coinX = rnd.chance(0.5) ? 860 : 110;
  for (let i = 0; i < rnd.int(3, 6); i++) {
    const y = 500 - i * 16;
    canvas.ellipse(coinX, y + 6, 56, 18, hex('#b7791f'));
    canvas.ellipse(coinX, y, 56, 18, hex('#f6c343'));
    canvas.ellipseRing(coinX, y, 40, 12, 3, hex('#d69e2e'), 1);
  }
}

export function car(canvas: Canvas, x: number, y: number, s: number, body: Rgb, night: boolean): void {
  // (x, y) is the bottom-left of the body; s scales a 420-pixel-wide car.
  groundShadow(canvas, x + 210 * s, y + 22 * s, 230 * s, 16 * s, 0.35);
  canvas.roundRect(x + 70 * s, y - 150 * s, 240 * s, 90 * s, 44 * s, darken(body, 0.08));
  canvas.roundRect(x + 92 * s, y - 136 * s, 94 * s, 62 * s, 18 * s, hex('#cfe8f7'));
  canvas.roundRect(x + 196 * s, y - 136 * s, 94 * s, 62 * s, 18 * s, hex('#cfe8f7'));
  canvas.line(x + 110 * s, y - 126 * s, x + 140 * s, y - 86 * s, 8 * s, WHITE, 0.5);
  canvas.roundRect(x, y - 100 * s, 420 * s, 88 * s, 36 * s, body);
  canvas.roundRect(x + 14 * s, y - 58 * s, 392 * s, 8 * s, 4 * s, lighten(body, 0.3), 0.7);
  canvas.roundRect(x + 392 * s, y - 82 * s, 24 * s, 16 * s, 6 * s, hex('#fff3b0'));
  canvas.roundRect(x + 4 * s, y - 82 * s, 18 * s, 16 * s, 6 * s, hex('#ff5252'));
  if (night) {
    canvas.polygon(
      [
        [x + 412 * s, y - 80 * s],
        [x + 412 * s, y - 68 * s],
        [Math.min(W + 200, x + 760 * s), y + 30 * s],
        [Math.min(W + 200, x + 760 * s), y - 120 * s],
      ],
      hex('#fff8d0'),
      0.18,
    );
    canvas.glow(x + 412 * s, y - 74 * s, 50 * s, hex('#fff3b0'), 0.9);
  }
  for (const wx of [95, 325]) {
    canvas.circle(x + wx * s, y - 8 * s, 40 * s, hex('#1f2328'));
    canvas.circle(x + wx * s, y - 8 * s, 20 * s, hex('#b0bec5'));
    canvas.circle(x + wx * s, y - 8 * s, 7 * s, hex('#455a64'));
  }
}

export function drawCars(canvas: Canvas, rnd: Random, hints: Hints): void {
  const night = rnd.chance(0.4);
  canvas.gradient(
    night ? [hex('#10132b'), hex('#2a2f5a'), hex('#5b4b8a')] : [hex('#8fd3f4'), hex('#c7e9fb'), hex('#f5fbff')],
  );
  if (night) {
    for (let i = 0; i < 50; i++) canvas.circle(rnd.range(0, W), rnd.range(0, 200), rnd.range(1, 2.2), WHITE, 0.8);
  } else {
    clouds(canvas, rnd, 2, 140, 0.8);
  }
  // Skyline.
  const building = night ? hex('#1c2044') : hex('#9fb3c8');
  for (let x = -10; x < W; x += rnd.range(60, 110)) {
    const w = rnd.range(50, 100);
    const top = rnd.range(170, 300);
    canvas.rect(x, top, w, 380 - top, building);
    for (let wy = top + 16; wy < 360; wy += 22)
      for (let wx = x + 10; wx < x + w - 12; wx += 18)
        if (rnd.chance(night ? 0.45 : 0.6))
          canvas.rect(wx, wy, 8, 10, night ? hex('#ffe082') : WHITE, night ? 0.85 : 0.5);
  }
  // Road.
  canvas.rect(0, 380, W, 20, hex('#9e9e9e'));
  canvas.rect(0, 400, W, H - 400, night ? hex('#2b2d33') : hex('#4a4d55'));
  for (let x = rnd.range(-60, 0); x < W; x += 120) canvas.roundRect(x, 470, 70, 8, 4, hex('#f5f5f5'), 0.85);
  const body = rnd.pick([hex('#e53935'), hex('#1e88e5'), hex('#fafafa'), hex('#26a69a'), hex('#ffb300')]);
  const cx = rnd.range(170, 380);
  // Speed lines.
  for (let i = 0; i < 5; i++) {
    const y = rnd.range(330, 430);
    canvas.line(cx - rnd.range(140, 60), y, cx - 20, y, 4, WHITE, 0.5);
  }
  car(canvas, cx, 450, 1, body, night);
  if (hints.has('ev') || (!hints.has('road') && rnd.chance(0.5))) {
    // An EV charging post.
    const px = rnd.chance(0.5) ? 830 : 60;
    canvas.roundRect(px, 250, 70, 160, 14, hex('#37474f'));
    canvas.roundRect(px + 12, 266, 46, 38, 6, hex('#4dd0e1'));
    canvas.polygon(
      [
        [px + 40, 320],
        [px + 24, 350],
        [px + 36, 350],
        [px + 30, 378],
        [px + 48, 342],
        [px + 36, 342],
      ],
      hex('#ffeb3b'),
    );
  }
}
