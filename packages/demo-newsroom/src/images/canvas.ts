import { encodePng } from './png.ts';
import { clamp01, mix, type Point, type Rgb } from './palette.ts';

export const IMAGE_WIDTH = 960;
export const IMAGE_HEIGHT = 540;

export const W = IMAGE_WIDTH;
export const H = IMAGE_HEIGHT;

/** A raster canvas with a handful of anti-aliased primitives. */
export class Canvas {
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
    return encodePng(this.pixels, W, H);
  }
}
