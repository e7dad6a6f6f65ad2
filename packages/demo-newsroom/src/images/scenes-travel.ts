import { type Canvas, H, W } from './canvas.ts';
import { clouds, type Hints, wave } from './motifs.ts';
import { darken, hex, lighten, mix, type Point, WHITE } from './palette.ts';
import type { Random } from './random.ts';

const TRAVEL_SKIES: readonly (readonly string[])[] = [
  ['#7cc6f2', '#b9e3f7', '#eaf7fb'],
  ['#ff9a8b', '#ffc3a0', '#ffe8c7'],
  ['#8e7dd6', '#d39fd8', '#fbd3e1'],
  ['#4fb0c6', '#9fd8cf', '#f1f8e9'],
];

export function drawTravel(canvas: Canvas, rnd: Random, hints: Hints): void {
  const night = hints.has('night');
  const sky = night ? [hex('#0e1433'), hex('#2b2a5e'), hex('#6b4a7e')] : rnd.pick(TRAVEL_SKIES).map(hex);
  canvas.gradient(sky);
  const sunX = rnd.range(560, 860);
  const sunY = rnd.range(100, 190) + (night ? 50 : 0);
  const sunR = rnd.range(40, 62);
  if (night) {
    for (let i = 0; i < 70; i++) canvas.circle(rnd.range(0, W), rnd.range(0, 260), rnd.range(1, 2.4), WHITE, 0.85);
    canvas.glow(sunX, sunY, sunR * 3, hex('#fff4d6'), 0.35);
    canvas.circle(sunX, sunY, sunR * 0.8, hex('#fdf3c8'));
    canvas.circle(sunX - sunR * 0.25, sunY - sunR * 0.15, sunR * 0.15, hex('#efe2b0'));
    canvas.circle(sunX + sunR * 0.3, sunY + sunR * 0.25, sunR * 0.1, hex('#efe2b0'));
  } else {
    canvas.glow(sunX, sunY, sunR * 4, hex('#fff4d6'), 0.55);
    canvas.circle(sunX, sunY, sunR, hex('#fff7e0'));
    clouds(canvas, rnd, rnd.int(2, 4), 200);
  }

  const hillBase = night
    ? rnd.pick([hex('#2e3f5c'), hex('#33405e')])
    : rnd.pick([hex('#5aa17f'), hex('#6f9f6a'), hex('#4d8f8c'), hex('#7f9b5b')]);
  const far = lighten(mix(hillBase, sky[1] ?? WHITE, 0.5), 0.25);
  // Far mountain range.
  const peaks: Point[] = [[0, H]];
  for (let x = -40; x < W; x += rnd.range(90, 160)) peaks.push([x, rnd.range(230, 300)]);
  peaks.push([W + 60, rnd.range(230, 300)], [W + 60, H]);
  canvas.polygon(peaks, far);

  const seaside = hints.has('sea') || (!hints.has('hills') && !night && rnd.chance(0.45));
  if (seaside) {
    const sea = rnd.pick([hex('#3a9bd5'), hex('#2f8fb0'), hex('#4aa8c8')]);
    canvas.rect(0, 320, W, H - 320, sea);
    canvas.rect(0, 320, W, 6, lighten(sea, 0.35));
    for (let i = 0; i < 28; i++) {
      const x = rnd.range(0, W);
      const y = rnd.range(335, 470);
      canvas.line(x, y, x + rnd.range(20, 60), y, 3, WHITE, rnd.range(0.25, 0.55));
    }
    // A small sailboat.
    const bx = rnd.range(150, 700);
    const by = rnd.range(360, 400);
    canvas.polygon(
      [
        [bx - 34, by],
        [bx + 34, by],
        [bx + 22, by + 14],
        [bx - 22, by + 14],
      ],
      hex('#8a4b3a'),
    );
    canvas.polygon(
      [
        [bx, by - 70],
        [bx, by - 4],
        [bx + 40, by - 4],
      ],
      WHITE,
    );
    canvas.polygon(
      [
        [bx - 3, by - 55],
        [bx - 3, by - 4],
        [bx - 30, by - 4],
      ],
      hex('#ffe0b2'),
    );
    canvas.below(
      wave(470, [
        [14, 1.2, rnd.range(0, 6)],
        [6, 3, rnd.range(0, 6)],
      ]),
      hex('#f3d9a4'),
    );
    canvas.below(
      wave(505, [
        [10, 1.6, rnd.range(0, 6)],
        [4, 4, rnd.range(0, 6)],
      ]),
      hex('#e8c78b'),
    );
  } else {
    const layers = 3;
    let front: (x: number) => number = () => H;
    for (let i = 0; i < layers; i++) {
      const color = mix(lighten(hillBase, 0.35), darken(hillBase, 0.25), i / (layers - 1));
      const base = 330 + i * 65;
      const edge = wave(base, [
        [rnd.range(18, 34), rnd.range(0.8, 1.6), rnd.range(0, 6)],
        [rnd.range(6, 12), rnd.range(2.5, 4), rnd.range(0, 6)],
      ]);
      canvas.below(edge, color);
      front = edge;
      if (i === 1) {
        for (let t = 0; t < rnd.int(4, 8); t++) {
          const tx = rnd.range(40, W - 40);
          const ty = edge(tx) + rnd.range(6, 30);
          canvas.rect(tx - 3, ty, 6, 18, darken(hillBase, 0.45));
          canvas.circle(tx, ty - 6, rnd.range(13, 20), darken(hillBase, 0.1));
        }
      }
    }
    // A winding path in the foreground.
    const px = rnd.range(300, 660);
    const crest = front(px) + 4;
    const bend = rnd.range(-60, 60);
    const path: Point[] = [];
    const back: Point[] = [];
    for (let t = 0; t <= 1.0001; t += 0.05) {
      const y = crest + (H + 10 - crest) * t;
      const x = px + Math.sin(t * Math.PI) * bend + t * t * 40;
      const half = 3 + t * t * 70;
      path.push([x - half, y]);
      back.unshift([x + half, y]);
    }
    canvas.polygon([...path, ...back], night ? hex('#8c7a6b') : hex('#f1e3c4'), 0.95);
    if (night) lanterns(canvas, rnd);
  }
  // Birds.
  for (let i = 0; i < (night ? 0 : rnd.int(2, 4)); i++) {
    const x = rnd.range(120, 520);
    const y = rnd.range(80, 170);
    const s = rnd.range(8, 13);
    canvas.line(x - s, y - s * 0.5, x, y, 3, hex('#37474f'), 0.7);
    canvas.line(x, y, x + s, y - s * 0.5, 3, hex('#37474f'), 0.7);
  }
}

/** Strings of glowing paper lanterns across the top of a night scene, and a pavilion roof. */
function lanterns(canvas: Canvas, rnd: Random): void {
  const colors = [hex('#ff7a59'), hex('#ffc857'), hex('#ff5d8f'), hex('#8fd694')];
  // A traditional pavilion on the left or right.
  const px = rnd.chance(0.5) ? rnd.range(120, 220) : rnd.range(700, 820);
  const roof = hex('#1b1f35');
  canvas.rect(px - 70, 300, 140, 90, hex('#3a2f4a'));
  for (let k = 0; k < 4; k++) canvas.rect(px - 60 + k * 38, 310, 8, 80, hex('#22192e'));
  canvas.glow(px, 350, 90, hex('#ffcf7a'), 0.5);
  canvas.polygon(
    [
      [px - 130, 300],
      [px - 95, 285],
      [px - 60, 250],
      [px + 60, 250],
      [px + 95, 285],
      [px + 130, 300],
      [px + 100, 306],
      [px - 100, 306],
    ],
    roof,
  );
  canvas.roundRect(px - 62, 240, 124, 14, 6, roof);
  {
    const y0 = 30;
    const sag = 60;
    const points: Point[] = [];
    for (let x = -20; x <= W + 20; x += 20) points.push([x, y0 + sag * Math.sin((x / W) * Math.PI)]);
    canvas.polyline(points, 2, hex('#20203a'), 0.9);
    for (let x = 50; x < W; x += 110) {
      const y = y0 + sag * Math.sin((x / W) * Math.PI) + 16;
      const color = rnd.pick(colors);
      canvas.glow(x, y, 46, color, 0.55);
      canvas.ellipse(x, y, 14, 18, color);
      canvas.rect(x - 6, y - 21, 12, 4, hex('#20203a'));
    }
  }
}
