/**
 * News prose ends in the plain form (…했다); blog posts for members read better in 해요체.
 * Only the sentence-final ending changes, so facts, names and numbers stay exactly as written.
 */
const ENDINGS: [RegExp, string][] = [
  [/한다\.$/, '해요.'],
  [/된다\.$/, '돼요.'],
  [/진다\.$/, '져요.'],
  [/있다\.$/, '있어요.'],
  [/없다\.$/, '없어요.'],
  [/이다\.$/, '이에요.'],
  [/겠다\.$/, '겠어요.'],
];

/** A Hangul syllable whose final consonant is ㅆ: the past tense (했, 혔, 렸, 왔…). */
function endsInPastTense(syllable: string): boolean {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11_172 && code % 28 === 20;
}

export function toPolite(sentence: string): string {
  const trimmed = sentence.trim();
  const match = /([가-힣])다\.$/.exec(trimmed);
  if (match && endsInPastTense(match[1]!)) return `${trimmed.slice(0, -2)}어요.`;
  for (const [pattern, replacement] of ENDINGS) {
    if (pattern.test(trimmed)) return trimmed.replace(pattern, replacement);
  }
  return trimmed;
}
