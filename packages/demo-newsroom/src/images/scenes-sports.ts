import { type Canvas, H, W } from './canvas.ts';
import { clouds, groundShadow, type Hints } from './motifs.ts';
import { darken, hex, lighten, type Point, type Rgb, WHITE } from './palette.ts';
import type { Random } from './random.ts';

function stadium(canvas: Canvas, rnd: Random, night: boolean, teamColors: readonly Rgb[]): void {
  canvas.gradient(
    night ? [hex('#0f1c3f'), hex('#1f3a68'), hex('#37558a')] : [hex('#6ab6f0'), hex('#a8d8f5'), hex('#d9f0fb')],
  );
  if (!night) clouds(canvas, rnd, 2, 120, 0.7);
  // Floodlights.
  for (const side of [-1, 1]) {
    const x = W / 2 + side * rnd.range(330, 400);
    const top = rnd.range(40, 80);
    canvas.line(x, top + 40, x, 300, 8, hex('#4a5568'));
    if (night) {
      canvas.polygon(
        [
          [x - 40, top + 20],
          [x + 40, top + 20],
          [W / 2 + side * 80, 540],
          [W / 2 - side * 260, 540],
        ],
        hex('#fffbe6'),
        0.07,
      );
      canvas.glow(x, top + 20, 170, hex('#fff6cc'), 0.6);
    }
    canvas.roundRect(x - 44, top, 88, 44, 8, hex('#2d3748'));
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 2; j++) canvas.circle(x - 26 + i * 26, top + 12 + j * 20, 8, hex('#fff8d6'));
  }
  // Stands: stacked elliptical tiers with a speckled crowd.
  const cx = W / 2;
  canvas.ellipse(cx, 520, 640, 330, night ? hex('#2a3350') : hex('#5b6b8c'));
  for (let i = 0; i < 4; i++) {
    canvas.ellipseRing(cx, 520, 610 - i * 45, 300 - i * 32, 4, lighten(hex('#7b88a8'), 0.2 + i * 0.1), 0.6);
  }
  for (let i = 0; i < 900; i++) {
    const angle = rnd.range(Math.PI * 1.02, Math.PI * 1.98);
    const rr = rnd.range(0.68, 0.98);
    const x = cx + Math.cos(angle) * 620 * rr;
    const y = 520 + Math.sin(angle) * 315 * rr;
    canvas.circle(x, y, rnd.range(2.5, 4), rnd.pick(teamColors), rnd.range(0.55, 0.95));
  }
  canvas.ellipse(cx, 520, 470, 205, night ? hex('#226b3a') : hex('#3e9b4f'));
}

export function drawSports(canvas: Canvas, rnd: Random, hints: Hints): void {
  const night = hints.has('night') || (!hints.has('day') && rnd.chance(0.6));
  const team = rnd.pick([
    [hex('#e53935'), hex('#ffffff'), hex('#ffca28')],
    [hex('#1e88e5'), hex('#ffffff'), hex('#90caf9')],
    [hex('#43a047'), hex('#fdd835'), hex('#ffffff')],
    [hex('#8e24aa'), hex('#f48fb1'), hex('#ffffff')],
  ]);
  stadium(canvas, rnd, night, team);
  const kind = hints.has('soccer') ? 0 : hints.has('basketball') ? 1 : hints.has('volleyball') ? 2 : rnd.int(0, 2);
  if (kind === 0) {
    // Mowing stripes on the pitch.
    const grass = night ? hex('#2b7f45') : hex('#4caf5e');
    for (let i = -6; i <= 6; i += 2) {
      canvas.polygon(
        [
          [W / 2 + i * 40, 320],
          [W / 2 + (i + 1) * 40, 320],
          [W / 2 + (i + 1) * 95, H],
          [W / 2 + i * 95, H],
        ],
        grass,
        0.55,
      );
    }
  } else {
    // An indoor court: hardwood (basketball) or a coloured sports floor (volleyball).
    const floor = kind === 1 ? hex('#d39a5f') : hex('#e07a4f');
    canvas.ellipse(W / 2, 520, 470, 205, floor);
    for (let i = -8; i <= 8; i++) canvas.line(W / 2 + i * 30, 322, W / 2 + i * 70, H, 2, darken(floor, 0.12), 0.5);
    if (kind === 2) canvas.rect(W / 2 - 470, 500, 940, 8, WHITE, 0.6);
  }
  canvas.line(W / 2, 322, W / 2, H, 4, WHITE, 0.75);
  canvas.ellipseRing(W / 2, 430, 110, 48, 4, WHITE, 0.75);
  canvas.ellipseRing(W / 2, 520, 440, 192, 4, WHITE, 0.5);
  // The ball.
  const bx = rnd.range(260, 700);
  const by = rnd.range(420, 470);
  groundShadow(canvas, bx + 8, by + 44, 50, 10, 0.3);
  if (kind === 0) {
    canvas.circle(bx, by, 44, WHITE);
    canvas.circle(bx, by, 13, hex('#263238'));
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 + 0.3;
      canvas.circle(bx + Math.cos(a) * 33, by + Math.sin(a) * 33, 10, hex('#263238'), 0.9);
    }
  } else if (kind === 1) {
    const orange = hex('#f57c00');
    canvas.circle(bx, by, 44, orange);
    canvas.line(bx - 44, by, bx + 44, by, 3, hex('#4e2a0a'));
    canvas.line(bx, by - 44, bx, by + 44, 3, hex('#4e2a0a'));
    for (const side of [-1, 1]) {
      const seam: Point[] = [];
      for (let t = -1; t <= 1.001; t += 0.1) {
        const y = by + t * 40;
        const x = bx + side * (30 - 16 * (1 - t * t));
        if ((x - bx) ** 2 + (y - by) ** 2 < 41 * 41) seam.push([x, y]);
      }
      canvas.polyline(seam, 3, hex('#4e2a0a'));
    }
  } else {
    canvas.circle(bx, by, 44, hex('#fdd835'));
    // Panel seams: arcs of bigger circles, kept inside the ball.
    const seams: [number, number, number, Rgb][] = [
      [bx - 60, by - 70, 80, hex('#1e63c4')],
      [bx + 75, by - 10, 70, hex('#1e63c4')],
      [bx - 20, by + 90, 75, WHITE],
    ];
    for (const [ox, oy, radius, color] of seams) {
      let run: Point[] = [];
      for (let a = 0; a <= Math.PI * 2 + 0.001; a += 0.04) {
        const x = ox + Math.cos(a) * radius;
        const y = oy + Math.sin(a) * radius;
        if ((x - bx) ** 2 + (y - by) ** 2 < 40 * 40) run.push([x, y]);
        else if (run.length > 0) {
          canvas.polyline(run, 6, color);
          run = [];
        }
      }
      if (run.length > 0) canvas.polyline(run, 6, color);
    }
  }
  canvas.circle(bx - 14, by - 16, 10, WHITE, 0.35);
}

export function drawBaseball(canvas: Canvas, rnd: Random, hints: Hints): void {
  const night = hints.has('night') || (!hints.has('day') && rnd.chance(0.5));
  const team = rnd.pick([
    [hex('#c62828'), hex('#ffffff'), hex('#263238')],
    [hex('#1565c0'), hex('#ffffff'), hex('#ffb300')],
    [hex('#ef6c00'), hex('#212121'), hex('#ffffff')],
    [hex('#00897b'), hex('#ffffff'), hex('#ffd54f')],
  ]);
  stadium(canvas, rnd, night, team);
  // Scoreboard.
  const sbx = rnd.range(360, 440);
  canvas.roundRect(sbx, 60, 180, 78, 10, hex('#1b2a20'));
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 9; c++)
      canvas.circle(sbx + 18 + c * 18, 80 + r * 19, 5, rnd.chance(0.55) ? hex('#ffeb3b') : hex('#37474f'));
  // Diamond in perspective.
  const home: Point = [W / 2, 520];
  const dirt = hex('#c98b58');
  canvas.polygon(
    [
      [W / 2, 325],
      [W / 2 + 235, 430],
      [W / 2, 540],
      [W / 2 - 235, 430],
    ],
    dirt,
  );
  canvas.polygon(
    [
      [W / 2, 365],
      [W / 2 + 150, 432],
      [W / 2, 500],
      [W / 2 - 150, 432],
    ],
    night ? hex('#2f8a4d') : hex('#4caf5e'),
  );
  canvas.line(home[0], home[1], home[0] + 430, 330, 4, WHITE, 0.9);
  canvas.line(home[0], home[1], home[0] - 430, 330, 4, WHITE, 0.9);
  canvas.ellipse(W / 2, 432, 34, 14, dirt);
  canvas.roundRect(W / 2 - 8, 428, 16, 5, 2, WHITE);
  const bases: Point[] = [
    [W / 2 + 190, 432],
    [W / 2, 352],
    [W / 2 - 190, 432],
  ];
  for (const [x, y] of bases)
    canvas.polygon(
      [
        [x, y - 7],
        [x + 12, y],
        [x, y + 7],
        [x - 12, y],
      ],
      WHITE,
    );
  // A ball with red stitches, and a bat.
  const bx = rnd.range(180, 300) * (rnd.chance(0.5) ? 1 : 3.1);
  const by = rnd.range(400, 460);
  const batAngle = rnd.range(-0.5, -0.2);
  const batX = bx > W / 2 ? bx - 250 : bx + 120;
  canvas.line(batX, by + 40, batX + Math.cos(batAngle) * 200, by + 40 + Math.sin(batAngle) * 200, 24, hex('#d7a86e'));
  canvas.line(batX, by + 40, batX + Math.cos(batAngle) * 60, by + 40 + Math.sin(batAngle) * 60, 14, hex('#5d4037'));
  groundShadow(canvas, bx + 6, by + 48, 44, 9, 0.3);
  baseballBall(canvas, bx, by, 42);
}

export function baseballBall(canvas: Canvas, bx: number, by: number, r: number): void {
  const s = r / 42;
  canvas.circle(bx, by, r + 2 * s, hex('#c9c3b6'));
  canvas.circle(bx, by, r, hex('#fbfaf5'));
  for (const side of [-1, 1]) {
    for (let k = -5; k <= 5; k++) {
      const a = k / 5;
      const sx = bx + side * (40 - Math.cos(a) * 20) * s;
      const sy = by + Math.sin(a) * 32 * s;
      canvas.line(sx - 5 * s, sy - 3 * s, sx + 5 * s, sy + 3 * s, 3 * s, hex('#d32f2f'));
    }
  }
  canvas.circle(bx - 12 * s, by - 14 * s, 10 * s, WHITE, 0.6);
}
