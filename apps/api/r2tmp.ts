import { restateParts } from './src/features/generation/offline/restate.ts';
import { createRandom } from './src/features/generation/random.ts';
const src = '해온은 2014년 해온시가 만든 시민구단이다.';
const norm = (t: string) => t.replace(/\s+/g, '').replace(/[.]/g, '');
const copied = (t: string) => { const a = norm(t), b = norm(src); let best = 0; for (let i = 0; i < a.length; i++) for (let j = i + 1; j <= a.length; j++) if (b.includes(a.slice(i, j))) best = Math.max(best, j - i); return best >= 0.6 * a.length; };
console.log(restateParts(src, createRandom('3'), copied));
