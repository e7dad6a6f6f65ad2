import { type Canvas, H, W } from './canvas.ts';
import { BLACK, type Rgb, WHITE } from './palette.ts';
import type { Random } from './random.ts';

/** Words of the image id (e.g. `sports-soccer-1a-1` → soccer), letting a story ask for a motif. */
export type Hints = ReadonlySet<string>;

export function clouds(canvas: Canvas, rnd: Random, count: number, maxY: number, alpha = 0.85): void {
  for (let i = 0; i < count; i++) {
    const cx = rnd.range(60, W - 60);
    const cy = rnd.range(50, maxY);
    const s = rnd.range(0.7, 1.3);
    canvas.ellipse(cx, cy + 10 * s, 70 * s, 20 * s, WHITE, alpha);
    canvas.circle(cx - 28 * s, cy + 2 * s, 24 * s, WHITE, alpha);
    canvas.circle(cx + 8 * s, cy - 10 * s, 32 * s, WHITE, alpha);
    canvas.circle(cx + 40 * s, cy + 4 * s, 20 * s, WHITE, alpha);
  }
}

export function wave(
  base: number,
  parts: readonly [amp: number, freq: number, phase: number][],
): (x: number) => number {
  return (x) => {
    let y = base;
    for (const [amp, freq, phase] of parts) y += amp * Math.sin((x / W) * Math.PI * 2 * freq + phase);
    return y;
  };
}

export function confetti(canvas: Canvas, rnd: Random, colors: readonly Rgb[], count: number, maxY = H): void {
  for (let i = 0; i < count; i++) {
    const x = rnd.range(0, W);
    const y = rnd.range(0, maxY);
    const angle = rnd.range(0, Math.PI);
    const len = rnd.range(6, 14);
    canvas.line(
      x,
      y,
      x + Math.cos(angle) * len,
      y + Math.sin(angle) * len,
      rnd.range(3, 5),
      rnd.pick(colors),
      rnd.range(0.6, 0.95),
    );
  }
}

export function bokeh(canvas: Canvas, rnd: Random, colors: readonly Rgb[], count: number, maxY = H): void {
  for (let i = 0; i < count; i++) {
    canvas.circle(rnd.range(0, W), rnd.range(0, maxY), rnd.range(8, 36), rnd.pick(colors), rnd.range(0.08, 0.22));
  }
}

export function groundShadow(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, alpha = 0.18): void {
  canvas.ellipse(cx, cy, rx, ry, BLACK, alpha);
}
