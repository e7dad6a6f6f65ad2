import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Letters that draw like a Latin letter or digit (Cyrillic, Greek, a few digits and capitals), each with the
 * lowercase Latin letter it passes for. Not the whole Unicode confusables table: the scripts a member could mix
 * into a Latin nickname to pass for someone else. Hangul syllables have no such twins and are left alone.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ь: 'b',
  А: 'a',
  В: 'b',
  Е: 'e',
  Ё: 'e',
  Н: 'h',
  І: 'l',
  Ї: 'l',
  Ј: 'j',
  К: 'k',
  М: 'm',
  О: 'o',
  Р: 'p',
  С: 'c',
  Ѕ: 's',
  Т: 't',
  У: 'y',
  Х: 'x',
  Ԁ: 'd',
  Ԛ: 'q',
  Ԝ: 'w',
  // Greek
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'l',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  // Latin and digits that pass for each other
  I: 'l',
  '1': 'l',
  '|': 'l',
  '0': 'o',
  ı: 'i',
  ɡ: 'g',
  ɑ: 'a',
};
/** Pairs of letters that draw like one. */
const LOOK_ALIKE_PAIRS: [string, string][] = [
  ['rn', 'm'],
  ['vv', 'w'],
];

const FROM = [...Object.keys(LOOK_ALIKES)];
const TO = FROM.map((letter) => LOOK_ALIKES[letter]!);
// Then the other capitals become lowercase: "Minji" passes for "minji".
for (let code = 65; code <= 90; code += 1) {
  const capital = String.fromCharCode(code);
  if (!(capital in LOOK_ALIKES)) {
    FROM.push(capital);
    TO.push(capital.toLowerCase());
  }
}
const TABLE = new Map(FROM.map((letter, index) => [letter, TO[index]!]));

/**
 * What a name looks like, for telling whether two names could be taken for each other: NFKC (fullwidth and
 * compatibility forms are their plain letters), each look-alike letter as the Latin letter it passes for, capitals
 * lowercase, and `rn` as `m`. Two names with the same key are the same name to a reader.
 */
export function lookAlikeKey(name: string): string {
  let key = '';
  for (const letter of name.normalize('NFKC')) key += TABLE.get(letter) ?? letter;
  for (const [pair, one] of LOOK_ALIKE_PAIRS) key = key.replaceAll(pair, one);
  return key;
}

/** The same key computed by PostgreSQL (and PGlite) for a stored column, so a lookup compares like with like. */
export function lookAlikeKeySql(column: AnyPgColumn): SQL {
  let expression = sql`translate(normalize(${column}, NFKC), ${FROM.join('')}, ${TO.join('')})`;
  for (const [pair, one] of LOOK_ALIKE_PAIRS) expression = sql`replace(${expression}, ${pair}, ${one})`;
  return expression;
}
