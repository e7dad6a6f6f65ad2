import { crc32, deflateSync } from 'node:zlib';
import type { Category } from '@geulgam/contracts';
import { DEMO_CATEGORY_SLUG } from './types.ts';

/**
 * Flat-design illustrations for the demo corpus, drawn in pure JS and encoded as PNG
 * (node:zlib for deflate and CRC, no native canvas). The image id decides everything:
 * `<slug>-…` draws that category's scene, `product-<slug>-…` its product motif, and the
 * rest of the id seeds the layout, so every id gives a different, reproducible picture.
 */

export const IMAGE_WIDTH = 960;
export const IMAGE_HEIGHT = 540;

const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];
/** Words of the image id (e.g. `sports-soccer-1a-1` → soccer), letting a story ask for a motif. */
type Hints = ReadonlySet<string>;

// ---------------------------------------------------------------------------
// Randomness and colour
// ---------------------------------------------------------------------------

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // murmur3 finaliser: ids that differ in one character must not give neighbouring seeds.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed || 1;
  }
  next(): number {
    // mulberry32
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

function hex(value: string): Rgb {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function lighten(c: Rgb, t: number): Rgb {
  return mix(c, WHITE, t);
}

function darken(c: Rgb, t: number): Rgb {
  return mix(c, BLACK, t);
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

// ---------------------------------------------------------------------------
// Raster canvas with a handful of anti-aliased primitives
// ---------------------------------------------------------------------------

class Canvas {
  readonly pixels = new Uint8Array(W * H * 3);
  private readonly coverage = new Float32Array(W + 1);
  private readonly partial = new Float32Array(W + 1);

  private blend(x: number, y: number, c: Rgb, alpha: number): void {
    if (alpha <= 0) return;
    const i = (y * W + x) * 3;
    const p = this.pixels;
    if (alpha >= 1) {
      p[i] = c[0];
      p[i + 1] = c[1];
      p[i + 2] = c[2];
      return;
    }
    const r = p[i] ?? 0;
    const g = p[i + 1] ?? 0;
    const b = p[i + 2] ?? 0;
    p[i] = r + (c[0] - r) * alpha;
    p[i + 1] = g + (c[1] - g) * alpha;
    p[i + 2] = b + (c[2] - b) * alpha;
  }

  /** Vertical gradient over the whole canvas, through evenly spaced stops. */
  gradient(stops: readonly Rgb[]): void {
    const segments = stops.length - 1;
    for (let y = 0; y < H; y++) {
      const t = (y / (H - 1)) * segments;
      const k = Math.min(segments - 1, Math.floor(t));
      const from = stops[k];
      const to = stops[k + 1];
      if (!from || !to) continue;
      const c = mix(from, to, t - k);
      const p = this.pixels;
      const start = y * W * 3;
      p[start] = Math.round(c[0]);
      p[start + 1] = Math.round(c[1]);
      p[start + 2] = Math.round(c[2]);
      for (let filled = 3; filled < W * 3; filled *= 2) {
        p.copyWithin(start + filled, start, start + Math.min(filled, W * 3 - filled));
      }
    }
  }

  rect(x: number, y: number, w: number, h: number, c: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.round(x));
    const x1 = Math.min(W, Math.round(x + w));
    const y0 = Math.max(0, Math.round(y));
    const y1 = Math.min(H, Math.round(y + h));
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) this.blend(px, py, c, alpha);
  }

  /** Horizontal gradient band from colour a (left) to b (right). */
  hGradientRect(x: number, y: number, w: number, h: number, a: Rgb, b: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.round(x));
    const x1 = Math.min(W, Math.round(x + w));
    const y0 = Math.max(0, Math.round(y));
    const y1 = Math.min(H, Math.round(y + h));
    for (let px = x0; px < x1; px++) {
      const c = mix(a, b, (px - x) / w);
      for (let py = y0; py < y1; py++) this.blend(px, py, c, alpha);
    }
  }

  /** Filled ellipse; `clipTop`/`clipBottom` keep only the part below/above a line. */
  ellipse(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    c: Rgb,
    alpha = 1,
    clip: { top?: number; bottom?: number } = {},
  ): void {
    const x0 = Math.max(0, Math.floor(cx - rx - 1));
    const x1 = Math.min(W - 1, Math.ceil(cx + rx + 1));
    const y0 = Math.max(0, Math.floor(Math.max(cy - ry - 1, clip.top ?? -Infinity)));
    const y1 = Math.min(H - 1, Math.ceil(Math.min(cy + ry + 1, clip.bottom ?? Infinity)));
    const scale = Math.min(rx, ry);
    const dIn = Math.max(0, 1 - 0.5 / scale);
    const dOut = 1 + 0.5 / scale;
    for (let y = y0; y <= y1; y++) {
      const dy = (y + 0.5 - cy) / ry;
      const dy2 = dy * dy;
      if (dy2 >= dOut * dOut) continue;
      const halfOut = rx * Math.sqrt(dOut * dOut - dy2);
      const halfIn = dy2 < dIn * dIn ? rx * Math.sqrt(dIn * dIn - dy2) : -1;
      const xa = Math.max(x0, Math.floor(cx - halfOut));
      const xb = Math.min(x1, Math.ceil(cx + halfOut));
      for (let x = xa; x <= xb; x++) {
        const ox = x + 0.5 - cx;
        if (ox > -halfIn && ox < halfIn) {
          this.blend(x, y, c, alpha);
          continue;
        }
        const dx = ox / rx;
        const cover = clamp01((1 - Math.sqrt(dx * dx + dy2)) * scale + 0.5);
        if (cover > 0) this.blend(x, y, c, alpha * cover);
      }
    }
  }

  circle(cx: number, cy: number, r: number, c: Rgb, alpha = 1): void {
    this.ellipse(cx, cy, r, r, c, alpha);
  }

  /** Stroke of an ellipse outline, optionally only the part above `bottom`. */
  ellipseRing(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    width: number,
    c: Rgb,
    alpha = 1,
    bottom = Infinity,
  ): void {
    const half = width / 2;
    const x0 = Math.max(0, Math.floor(cx - rx - half - 1));
    const x1 = Math.min(W - 1, Math.ceil(cx + rx + half + 1));
    const y0 = Math.max(0, Math.floor(cy - ry - half - 1));
    const y1 = Math.min(H - 1, Math.ceil(Math.min(cy + ry + half + 1, bottom)));
    const scale = (rx + ry) / 2;
    const dOut = 1 + (half + 1) / scale;
    const dIn = Math.max(0, 1 - (half + 1) / scale);
    for (let y = y0; y <= y1; y++) {
      const dy = (y + 0.5 - cy) / ry;
      const dy2 = dy * dy;
      if (dy2 >= dOut * dOut) continue;
      // Only the two spans of the row that can touch the ring.
      const outer = rx * Math.sqrt(dOut * dOut - dy2) + 1;
      const inner = dy2 < dIn * dIn ? rx * Math.sqrt(dIn * dIn - dy2) - 1 : -1;
      const spans: [number, number][] =
        inner > 0
          ? [
              [cx - outer, cx - inner],
              [cx + inner, cx + outer],
            ]
          : [[cx - outer, cx + outer]];
      for (const [from, to] of spans) {
        const xa = Math.max(x0, Math.floor(from));
        const xb = Math.min(x1, Math.ceil(to));
        for (let x = xa; x <= xb; x++) {
          const dx = (x + 0.5 - cx) / rx;
          const d = Math.abs(Math.sqrt(dx * dx + dy2) - 1) * scale;
          const cover = clamp01(half - d + 0.5);
          if (cover > 0) this.blend(x, y, c, alpha * cover);
        }
      }
    }
  }

  /** Soft radial light: alpha fades with the square of the distance. */
  glow(cx: number, cy: number, r: number, c: Rgb, alpha: number): void {
    const x0 = Math.max(0, Math.floor(cx - r));
    const x1 = Math.min(W - 1, Math.ceil(cx + r));
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(H - 1, Math.ceil(cy + r));
    const r2 = r * r;
    for (let y = y0; y <= y1; y++) {
      const dy = y + 0.5 - cy;
      for (let x = x0; x <= x1; x++) {
        const dx = x + 0.5 - cx;
        const d2 = dx * dx + dy * dy;
        if (d2 >= r2) continue;
        const f = 1 - Math.sqrt(d2) / r;
        this.blend(x, y, c, alpha * f * f);
      }
    }
  }

  roundRect(x: number, y: number, w: number, h: number, radius: number, c: Rgb, alpha = 1): void {
    const r = Math.min(radius, w / 2, h / 2);
    const cx = x + w / 2;
    const cy = y + h / 2;
    const hx = w / 2 - r;
    const hy = h / 2 - r;
    const x0 = Math.max(0, Math.floor(x - 1));
    const x1 = Math.min(W - 1, Math.ceil(x + w + 1));
    const y0 = Math.max(0, Math.floor(y - 1));
    const y1 = Math.min(H - 1, Math.ceil(y + h + 1));
    for (let py = y0; py <= y1; py++) {
      const qy = Math.abs(py + 0.5 - cy) - hy;
      for (let px = x0; px <= x1; px++) {
        const qx = Math.abs(px + 0.5 - cx) - hx;
        if (qx <= 0 && qy <= 0) {
          const inside = clamp01(0.5 - (Math.max(qx, qy) - r));
          if (inside > 0) this.blend(px, py, c, alpha * inside);
          continue;
        }
        const ox = qx > 0 ? qx : 0;
        const oy = qy > 0 ? qy : 0;
        const d = Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - r;
        const cover = clamp01(0.5 - d);
        if (cover > 0) this.blend(px, py, c, alpha * cover);
      }
    }
  }

  /** Thick line with round caps. */
  line(ax: number, ay: number, bx: number, by: number, width: number, c: Rgb, alpha = 1): void {
    const half = width / 2;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
    const x1 = Math.min(W - 1, Math.ceil(Math.max(ax, bx) + half + 1));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
    const y1 = Math.min(H - 1, Math.ceil(Math.max(ay, by) + half + 1));
    const vx = bx - ax;
    const vy = by - ay;
    const len2 = vx * vx + vy * vy || 1;
    for (let y = y0; y <= y1; y++) {
      const py = y + 0.5 - ay;
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5 - ax;
        const t = clamp01((px * vx + py * vy) / len2);
        const dx = px - vx * t;
        const dy = py - vy * t;
        const cover = clamp01(half - Math.sqrt(dx * dx + dy * dy) + 0.5);
        if (cover > 0) this.blend(x, y, c, alpha * cover);
      }
    }
  }

  polyline(points: readonly Point[], width: number, c: Rgb, alpha = 1): void {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1];
      const b = points[i];
      if (a && b) this.line(a[0], a[1], b[0], b[1], width, c, alpha);
    }
  }

  /** Filled polygon (even-odd), 4 sub-scanlines per row and fractional edges for smooth sides. */
  polygon(points: readonly Point[], c: Rgb, alpha = 1): void {
    if (points.length < 3) return;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const [, py] of points) {
      minY = Math.min(minY, py);
      maxY = Math.max(maxY, py);
    }
    const y0 = Math.max(0, Math.floor(minY));
    const y1 = Math.min(H - 1, Math.ceil(maxY));
    const diff = this.coverage;
    const part = this.partial;
    const xs: number[] = [];
    for (let y = y0; y <= y1; y++) {
      let lo = W;
      let hi = -1;
      for (let s = 0; s < 4; s++) {
        const sy = y + 0.125 + s * 0.25;
        xs.length = 0;
        for (let i = 0; i < points.length; i++) {
          const a = points[i];
          const b = points[(i + 1) % points.length];
          if (!a || !b) continue;
          if (a[1] <= sy === b[1] <= sy) continue;
          xs.push(a[0] + ((sy - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
        }
        xs.sort((p, q) => p - q);
        for (let k = 0; k + 1 < xs.length; k += 2) {
          const xa = Math.max(0, xs[k] ?? 0);
          const xb = Math.min(W, xs[k + 1] ?? 0);
          if (xb <= xa) continue;
          const ia = Math.floor(xa);
          const ib = Math.min(W - 1, Math.floor(xb));
          lo = Math.min(lo, ia);
          hi = Math.max(hi, ib);
          if (ia === ib) {
            part[ia] = (part[ia] ?? 0) + 0.25 * (xb - xa);
            continue;
          }
          part[ia] = (part[ia] ?? 0) + 0.25 * (ia + 1 - xa);
          diff[ia + 1] = (diff[ia + 1] ?? 0) + 0.25;
          diff[ib] = (diff[ib] ?? 0) - 0.25;
          part[ib] = (part[ib] ?? 0) + 0.25 * (xb - ib);
        }
      }
      let run = 0;
      for (let x = lo; x <= hi; x++) {
        run += diff[x] ?? 0;
        const v = run + (part[x] ?? 0);
        if (v > 0.001) this.blend(x, y, c, alpha * Math.min(1, v));
        diff[x] = 0;
        part[x] = 0;
      }
      diff[hi + 1] = 0;
    }
  }

  /** Fills everything below the curve y = edge(x), with a soft edge. */
  below(edge: (x: number) => number, c: Rgb, alpha = 1, x0 = 0, x1 = W): void {
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(W, Math.ceil(x1)); x++) {
      const top = edge(x + 0.5);
      const first = Math.max(0, Math.floor(top));
      if (first >= H) continue;
      this.blend(x, first, c, alpha * clamp01(first + 1 - top));
      for (let y = first + 1; y < H; y++) this.blend(x, y, c, alpha);
    }
  }

  encodePng(): Buffer {
    // Filter type 0 on every row (the zeroed first byte): flat colour already compresses well
    // as long LZ77 runs, and skipping the per-byte filter pass halves the encoding time.
    const stride = W * 3;
    const raw = new Uint8Array((stride + 1) * H);
    for (let y = 0; y < H; y++) raw.set(this.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(W, 0);
    header.writeUInt32BE(H, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // colour type: RGB
    return Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(raw, { level: 1 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'ascii');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

// ---------------------------------------------------------------------------
// Shared motifs
// ---------------------------------------------------------------------------

function clouds(canvas: Canvas, rnd: Random, count: number, maxY: number, alpha = 0.85): void {
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

function wave(base: number, parts: readonly [amp: number, freq: number, phase: number][]): (x: number) => number {
  return (x) => {
    let y = base;
    for (const [amp, freq, phase] of parts) y += amp * Math.sin((x / W) * Math.PI * 2 * freq + phase);
    return y;
  };
}

function confetti(canvas: Canvas, rnd: Random, colors: readonly Rgb[], count: number, maxY = H): void {
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

function bokeh(canvas: Canvas, rnd: Random, colors: readonly Rgb[], count: number, maxY = H): void {
  for (let i = 0; i < count; i++) {
    canvas.circle(rnd.range(0, W), rnd.range(0, maxY), rnd.range(8, 36), rnd.pick(colors), rnd.range(0.08, 0.22));
  }
}

function groundShadow(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, alpha = 0.18): void {
  canvas.ellipse(cx, cy, rx, ry, BLACK, alpha);
}

// ---------------------------------------------------------------------------
// Category scenes
// ---------------------------------------------------------------------------

const TRAVEL_SKIES: readonly (readonly string[])[] = [
  ['#7cc6f2', '#b9e3f7', '#eaf7fb'],
  ['#ff9a8b', '#ffc3a0', '#ffe8c7'],
  ['#8e7dd6', '#d39fd8', '#fbd3e1'],
  ['#4fb0c6', '#9fd8cf', '#f1f8e9'],
];

function drawTravel(canvas: Canvas, rnd: Random, hints: Hints): void {
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

function drawSports(canvas: Canvas, rnd: Random, hints: Hints): void {
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

function drawBaseball(canvas: Canvas, rnd: Random, hints: Hints): void {
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

function baseballBall(canvas: Canvas, bx: number, by: number, r: number): void {
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

function drawEntertainment(canvas: Canvas, rnd: Random): void {
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

function drawEconomy(canvas: Canvas, rnd: Random): void {
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

function car(canvas: Canvas, x: number, y: number, s: number, body: Rgb, night: boolean): void {
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

function drawCars(canvas: Canvas, rnd: Random, hints: Hints): void {
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

function drawFashion(canvas: Canvas, rnd: Random, hints: Hints): void {
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

function bowl(canvas: Canvas, rnd: Random, cx: number, cy: number, s: number, cold = false): void {
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

function drawFood(canvas: Canvas, rnd: Random, hints: Hints): void {
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

function drawDrama(canvas: Canvas, rnd: Random): void {
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

// ---------------------------------------------------------------------------
// Product motifs: one object on a pedestal, category palette.
// ---------------------------------------------------------------------------

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

function drawProduct(canvas: Canvas, rnd: Random, category: Category): void {
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

// ---------------------------------------------------------------------------

const SCENES: Record<Category, (canvas: Canvas, rnd: Random, hints: Hints) => void> = {
  연예: drawEntertainment,
  경제: drawEconomy,
  스포츠: drawSports,
  야구: drawBaseball,
  드라마: drawDrama,
  패션: drawFashion,
  자동차: drawCars,
  여행: drawTravel,
  맛집: drawFood,
};

const SLUG_CATEGORY = new Map<string, Category>(
  (Object.entries(DEMO_CATEGORY_SLUG) as [Category, string][]).map(([category, slug]) => [slug, category]),
);
const ALL_CATEGORIES = [...SLUG_CATEGORY.values()];

/** Reads the category (and whether it is a product image) from `<slug>-…` or `product-<slug>-…`. */
export function describeImageId(imageId: string): { category: Category; product: boolean } {
  const parts = imageId.split('-');
  const product = parts[0] === 'product';
  const slug = product ? parts[1] : parts[0];
  const category =
    (slug !== undefined ? SLUG_CATEGORY.get(slug) : undefined) ??
    ALL_CATEGORIES[hashString(imageId) % ALL_CATEGORIES.length] ??
    '여행';
  return { category, product };
}

/** Draws the 960×540 PNG illustration for an image id; the same id always gives the same bytes. */
export function renderImagePng(imageId: string): Buffer {
  const { category, product } = describeImageId(imageId);
  const canvas = new Canvas();
  const rnd = new Random(hashString(imageId));
  if (product) drawProduct(canvas, rnd, category);
  else SCENES[category](canvas, rnd, new Set(imageId.split('-')));
  return canvas.encodePng();
}
