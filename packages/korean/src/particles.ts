import { josa } from 'es-hangul';
import { endsWithBatchim } from './syllables.ts';

/**
 * Postpositional particles (조사): the ones a noun sheds when it is read as a key, and the one of a
 * pair ("이/가") that fits after a word when it is written.
 */

// Longest first. Stripped only from Hangul words longer than the particle by two syllables or more.
export const NOUN_PARTICLES: readonly string[] = [
  '에서부터',
  '으로부터',
  '에서는',
  '에서도',
  '에서의',
  '에게서',
  '에게는',
  '으로는',
  '으로도',
  '으로의',
  '으로써',
  '으로서',
  '이라는',
  '이라고',
  '이라며',
  '이라면',
  '이지만',
  '까지는',
  '까지도',
  '부터는',
  '보다는',
  '처럼',
  '에서',
  '에게',
  '한테',
  '으로',
  '까지',
  '부터',
  '보다',
  '마저',
  '조차',
  '라는',
  '라고',
  '라며',
  '이나',
  '이며',
  '이고',
  '이자',
  '에는',
  '에도',
  '와의',
  '과의',
  '로는',
  '로도',
  '로의',
  '만의',
  '들이',
  '들은',
  '들을',
  '들의',
  '들도',
  '들',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '에',
  '의',
  '와',
  '과',
  '도',
  '로',
  '만',
  '나',
];

export const NOUN_PARTICLE_SET: ReadonlySet<string> = new Set(NOUN_PARTICLES);

/** Particles that are also common last syllables of nouns: stripped only when the text confirms it. */
export const AMBIGUOUS_PARTICLES: ReadonlySet<string> = new Set(['도', '만', '나', '로', '와', '과']);

/** A shorter list for quick content-word keys: a word sheds one of these when two syllables or more remain. */
const WORD_PARTICLES = [
  '으로써',
  '으로서',
  '에서는',
  '에게서',
  '까지는',
  '부터는',
  '이라는',
  '이라고',
  '이라며',
  '라는',
  '라고',
  '라며',
  '에서',
  '에게',
  '으로',
  '까지',
  '부터',
  '보다',
  '처럼',
  '마저',
  '조차',
  '이나',
  '이며',
  '이고',
  '에는',
  '와의',
  '과의',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '에',
  '의',
  '와',
  '과',
  '도',
  '로',
  '만',
  '나',
  '며',
];

/** The word without one trailing particle ("한빛전자가" → 한빛전자); Latin or digits stay as written. */
export function stripParticle(word: string): string {
  if (!/[가-힣]$/.test(word)) return word;
  for (const particle of WORD_PARTICLES) {
    if (word.length > particle.length + 1 && word.endsWith(particle)) return word.slice(0, -particle.length);
  }
  return word;
}

type JosaPair = Parameters<typeof josa.pick>[1];

/** Pairs es-hangul knows, in its order (the form after a final consonant first). */
const JOSA_PAIRS = new Set<string>([
  '이/가',
  '을/를',
  '은/는',
  '으로/로',
  '와/과',
  '이나/나',
  '이란/란',
  '아/야',
  '이랑/랑',
  '이에요/예요',
  '으로서/로서',
  '으로써/로써',
  '으로부터/로부터',
  '이라/라',
]);

/**
 * Stand-ins for a word es-hangul cannot read (it ends in a digit, a Latin letter or a unit): a syllable
 * with the same kind of ending, so 으로/로 still sees a final ㄹ ("7로", "L로").
 */
function readingOf(word: string): string {
  const trimmed = word.replace(/[\s"'“”‘’»」』)\]}]+$/, '');
  const last = trimmed.slice(-1);
  if (/[가-힣]/.test(last)) return trimmed;
  const batchim = endsWithBatchim(trimmed);
  if (!batchim) return '가';
  return /[178LlRr]$/.test(trimmed) ? '갈' : '각';
}

/**
 * The particle of "A/B" that fits after `word` (바람이, 한빛전자가, EV7이, 9월로, 루미나잇과), either
 * order; pairs es-hangul has no rule for ("이다/다", "이며/며") follow 이/가.
 */
export function particle(word: string, options: string): string {
  const [first, second] = options.split('/') as [string, string];
  const reading = readingOf(word);
  if (JOSA_PAIRS.has(`${first}/${second}`)) return josa.pick(reading, `${first}/${second}` as JosaPair);
  if (JOSA_PAIRS.has(`${second}/${first}`)) return josa.pick(reading, `${second}/${first}` as JosaPair);
  // A pair of the 이다/다 kind: the longer form, which starts with a vowel syllable, follows a consonant.
  const [afterConsonant, afterVowel] = first.length > second.length ? [first, second] : [second, first];
  return josa.pick(reading, '이/가') === '이' ? afterConsonant : afterVowel;
}

/** The word followed by its particle ("한빛전자" + "이/가" → "한빛전자가"). */
export function withParticle(word: string, options: string): string {
  return `${word}${particle(word, options)}`;
}
