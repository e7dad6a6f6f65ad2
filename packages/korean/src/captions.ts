import { NOUN_PARTICLES } from './particles.ts';
import { isPredicate } from './predicates.ts';

/**
 * On-screen captions of Korean narration: whole clauses, a few words a line, never a line or a caption that stops
 * on a particle ("쉼터 8곳과") or on a word that modifies the next one ("서울에서 온 | 직장인").
 */

const bare = (word: string) => word.replace(/["'“”‘’)\]]+$/, '').replace(/[.,!?…;:]+$/, '');

// Particles a caption must not stop on besides the ones nouns shed as keys ("주말마다", "어제만큼").
const MORE_PARTICLES = ['마다', '만큼', '께서', '밖에', '이랑', '랑'];

/** A word that ends in a particle: a noun still waiting for its predicate ("쉼터에서", "8곳과", "주말마다"). */
export function endsOnParticle(word: string): boolean {
  const text = bare(word);
  if (!/[가-힣]$/.test(text)) return false;
  // A verb's connective ending can look like a particle ("이어지다가", "열리며"): it closes a clause instead.
  if (CONNECTIVE.test(text) || isPredicate(text)) return false;
  return [...MORE_PARTICLES, ...NOUN_PARTICLES].some(
    // A digit or a unit before the particle counts as the noun ("8곳과", "12%를").
    (particle) =>
      text.endsWith(particle) && text.length > particle.length && !/^\d*$/.test(text.slice(0, -particle.length)),
  );
}

// Adnominal endings (관형형) that need the noun after them: -던 and the past -ㄴ/-은 forms of longer verbs
// ("늘어난", "새로운"), short ㄴ/ㄹ forms ("온", "다닐", "할"), and -는/-은/-을 after common verb stems ("여는",
// "있는", "많은"). -는/-은/-을 after other words is read as a particle ("문을", "쉼터는"): without a dictionary the
// two look alike, and a particle is the safer guess for a line break.
const ADNOMINAL_LONG = /(?:던|로운|러운|다운|스런|[어아여해]난|[어아여해]진|[어아여해]된|[었았였했됐]던)$/;
// A noun of two syllables or more with 하다/되다 made adnominal ("증가한", "발표된"); "최대한" is read alike.
const ADNOMINAL_HADA = /^[가-힣]{2,}[한된할될]$/;
const ADNOMINAL_SHORT = /^[가-힣]?[한된운난온진린른친힌긴킨할될갈올줄볼쓸클닐릴]$/;
const ADNOMINAL_AFTER_STEM =
  /^(?:하|되|있|없|이|않|같|좋|많|적|높|낮|크|작|새|여|보|오|가|나|받|내|주|늘|줄|열|쓰|알|찾|먹|살|팔|사|타|다니|모르)(?:는|은|을)$/;

/** A word that modifies the next one (관형형: "온", "다닐", "새로운", "늘어난", "여는"). */
export function isAdnominal(word: string): boolean {
  const text = bare(word);
  if (text !== word.replace(/["'“”‘’)\]]+$/, '')) return false; // punctuation after it closes the phrase
  if (!/^[가-힣]+$/.test(text)) return false;
  return (
    ADNOMINAL_LONG.test(text) ||
    ADNOMINAL_SHORT.test(text) ||
    ADNOMINAL_AFTER_STEM.test(text) ||
    ADNOMINAL_HADA.test(text)
  );
}

// Connective endings that close a clause: -고, -며, -지만, -는데, -어서, -면, -니까, -도록 after a verb stem.
const CONNECTIVE =
  /(?:[었았였했됐겠](?:고|으며|지만|는데|으나|어서|다며|다고)|(?:지만|는데|은데|니까|도록|으며|으면|려고|다가|면서)|(?:하|되|있|없|않|히|리|기|우|추|주|이|나|가|오|보|내|늘|줄|열|받|들|많|크|높|낮)(?:고|며|면|서))$/;

/** A word that closes a clause: the sentence's end, a comma after a whole phrase, or a connective ending. */
export function endsClause(word: string): boolean {
  if (/[.!?…]["'”’)\]]*$/.test(word)) return true;
  const text = bare(word);
  if (/,["'”’)\]]*$/.test(word)) return !endsOnParticle(text) && !isAdnominal(text);
  return CONNECTIVE.test(text);
}

// Bound nouns and titles that lean on the word before them ("이모 씨는", "다닐 때는", "할 수"): never cut before one.
const BOUND =
  /^(?:씨|님|군|양|때|수|것|거|등|중|쯤|뿐|만큼|데|바|듯)(?:는|은|가|이|를|을|에|에는|의|도|만|과|와|로|으로)?[,.!?…]*$/;

// An auxiliary verb after its main verb ("쉬어 가는", "늘고 있어요", "하지 않아요") belongs to it.
const MAIN_VERB = /[가-힣](?:[어아여워와해]|고|게|지)$/;
const AUXILIARY = /^(?:가|오|보|주|있|버리|두|놓|내|싶|않|못|계)/;

/** Whether a caption or a line may break between `before` and `word`. */
const canBreakBefore = (word: string | undefined, before?: string) =>
  word === undefined || (!BOUND.test(word) && !(before && MAIN_VERB.test(before) && AUXILIARY.test(word)));

/** Two lines at most, split at the space that keeps each line short and no line ending on a modifier. */
export function captionLines(words: readonly string[], lineMax: number): string[] | null {
  const whole = words.join(' ');
  if (whole.length <= lineMax) return [whole];
  let best: { lines: string[]; score: number } | null = null;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(' ');
    const second = words.slice(cut).join(' ');
    if (first.length > lineMax || second.length > lineMax) continue;
    // A line must not end on a modifier; it reads best ending a phrase (after a particle or a clause), while a
    // bare noun or number still binds to the word after it ("도서관 | 3곳이").
    const last = words[cut - 1]!;
    // A number keeps its counter ("4천여 | 명이" never).
    if (isAdnominal(last) || /\d[\d,.]*[십백천만억조여]*$/.test(last) || !canBreakBefore(words[cut], last)) continue;
    const phraseEnd = endsOnParticle(last) || endsClause(last);
    const score = Math.abs(first.length - second.length) + (phraseEnd ? 0 : 10);
    if (!best || score < best.score) best = { lines: [first, second], score };
  }
  return best?.lines ?? null;
}

/**
 * The captions of a sentence: its clauses in order, each one caption of at most two lines of `lineMax`
 * characters, quotes dropped. A clause too long for two lines is shown as its phrases, each ending on a whole
 * noun phrase ("서울에서 온 직장인"), never on a particle, a modifier or a bare number; when it has no such
 * place the sentence cannot be captioned (null).
 */
export function clauseCaptions(sentence: string, lineMax: number): string[] | null {
  const words = sentence
    .replace(/["“”'‘’]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const clauses: string[][] = [];
  let current: string[] = [];
  for (const word of words) {
    current.push(word);
    if (endsClause(word)) {
      clauses.push(current);
      current = [];
    }
  }
  if (current.length > 0) clauses.push(current);
  const captions: string[] = [];
  let pending: string[] = [];
  for (const clause of clauses) {
    // Short clauses share a caption when they fit together ("늘었고 | 줄었어요" → one caption).
    const joined = [...pending, ...clause];
    if (pending.length > 0 && captionLines(joined.map(trimEnd), lineMax)) {
      pending = joined;
      continue;
    }
    if (pending.length > 0) captions.push(lines(pending, lineMax)!);
    pending = [];
    if (captionLines(clause.map(trimEnd), lineMax)) {
      pending = clause;
      continue;
    }
    const phrases = phraseCaptions(clause, lineMax);
    if (!phrases) return null;
    captions.push(...phrases);
  }
  if (pending.length > 0) captions.push(lines(pending, lineMax)!);
  return captions;
}

// A caption drops the sentence's own full stop; commas and question marks stay.
const trimEnd = (word: string) => word.replace(/[.…]+$/, '');
const lines = (words: string[], lineMax: number) => captionLines(words.map(trimEnd), lineMax)?.join('\n');

/** A long clause cut where a noun phrase ends (not on a particle, a modifier or a number), fewest captions first. */
function phraseCaptions(clause: readonly string[], lineMax: number): string[] | null {
  const fits = (words: readonly string[]) => captionLines(words.map(trimEnd), lineMax) !== null;
  const canEnd = (word: string) =>
    !endsOnParticle(word) && !isAdnominal(word) && !/\d[\d,.]*[십백천만억조여]*$/.test(word);
  // best[i]: the fewest captions covering clause[0..i), and where the last one starts.
  const best: ({ count: number; from: number } | null)[] = [{ count: 0, from: 0 }];
  for (let end = 1; end <= clause.length; end += 1) {
    best.push(null);
    if (end < clause.length && (!canEnd(clause[end - 1]!) || !canBreakBefore(clause[end], clause[end - 1]))) continue;
    for (let start = end - 1; start >= 0; start -= 1) {
      const before = best[start];
      if (!before) continue;
      if (!fits(clause.slice(start, end))) break;
      if (!best[end] || before.count + 1 < best[end]!.count) best[end] = { count: before.count + 1, from: start };
    }
  }
  if (!best[clause.length]) return null;
  const out: string[] = [];
  for (let end = clause.length; end > 0; end = best[end]!.from)
    out.unshift(lines(clause.slice(best[end]!.from, end), lineMax)!);
  return out;
}
