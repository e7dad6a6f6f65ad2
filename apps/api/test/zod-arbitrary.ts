import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries derived from the contract's zod (v4) schemas, plus hostile values.
 *
 * `valueFor` walks the schema definition (`_zod.def`) and produces mostly valid values near the
 * schema's bounds, with an occasional value just outside them; the test decides what is valid by
 * asking the schema itself (`safeParse`), so the generator does not need to be exact.
 * Query strings travel as text: in `query` mode numbers and booleans become strings.
 */

type Mode = 'json' | 'query';

interface Check {
  check?: string;
  format?: string;
  value?: number | bigint;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
}

interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  coerce?: boolean;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** Text a Korean product meets: Hangul, ASCII, emoji, combining marks, odd whitespace. */
const textUnit = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...'가나다라마바사아자차카타파하한국뉴스글감') },
  { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme-ascii' }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.constantFrom(' ', '\t', '\u200b', '\u202e', '🙂', 'e\u0301', '\ufeff', '\\', '"', '%') },
);

function stringFor(schema: z.ZodType): fc.Arbitrary<string> {
  const checks = checksOf(schema);
  const format = checks.find((check) => check.check === 'string_format')?.format;
  const min = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((check) => check.check === 'max_length')?.maximum ?? 64;
  if (format === 'email') {
    return fc.oneof(
      fc.emailAddress().filter((email) => email.length <= max),
      fc.constantFrom(' Someone@Example.COM ', 'a@b', '@example.com', 'user@例え.jp', `${'a'.repeat(250)}@x.io`),
    );
  }
  const near = fc.string({ unit: textUnit, minLength: min, maxLength: Math.min(max, min + 40) });
  const edge = fc.string({ unit: textUnit, minLength: Math.max(0, max - 2), maxLength: max + 2 });
  return fc.oneof({ weight: 5, arbitrary: near }, { weight: 1, arbitrary: edge });
}

function numberFor(schema: z.ZodType): fc.Arbitrary<number> {
  const checks = checksOf(schema);
  const isInt = checks.some((check) => check.format === 'safeint' || check.format === 'int32');
  const lower = checks.find((check) => check.check === 'greater_than');
  const upper = checks.find((check) => check.check === 'less_than');
  const min = lower ? Number(lower.value) + (lower.inclusive ? 0 : 1) : -1_000_000;
  const max = upper ? Number(upper.value) - (upper.inclusive ? 0 : 1) : 1_000_000;
  const inRange = isInt
    ? fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }))
    : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 6, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1) });
}

export function valueFor(schema: z.ZodType, mode: Mode = 'json'): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const text = (arbitrary: fc.Arbitrary<unknown>) => (mode === 'query' ? arbitrary.map(String) : arbitrary);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const required = keys.filter((key) => !['optional', 'default'].includes(defOf(shape[key]!).type));
      const model = Object.fromEntries(keys.map((key) => [key, valueFor(shape[key]!, mode)]));
      return fc.record(model, { requiredKeys: required });
    }
    case 'string':
      return stringFor(schema);
    case 'number':
      return text(numberFor(schema));
    case 'boolean':
      return text(fc.boolean());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return text(fc.constantFrom(...(def.values ?? [])));
    case 'optional':
    case 'default':
      return valueFor(def.innerType!, mode);
    case 'nullable':
      return fc.oneof(fc.constant(null), valueFor(def.innerType!, mode));
    case 'pipe':
      return valueFor(def.in!, mode);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => valueFor(option, mode)));
    case 'array': {
      const checks = checksOf(schema);
      const min = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
      const max = checks.find((check) => check.check === 'max_length')?.maximum ?? 10;
      return fc.array(valueFor(def.element!, mode), { minLength: min, maxLength: max + 1 });
    }
    default:
      return fc.constant(undefined);
  }
}

/** The keys of an object schema (empty for anything else). */
export function keysOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return keysOf(def.innerType!);
  return [];
}

const HUGE = 'ㄱ'.repeat(20_000);

/** Values no field of the contract should accept as something else: wrong types, odd numbers, odd text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    '',
    ' ',
    'NaN',
    'Infinity',
    '-1',
    '1e999',
    '0x1F',
    '1_000',
    '１２３',
    '٣',
    'null',
    'true',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    '\u0000',
    '\ud800',
    '../../etc/passwd',
    '${7*7}{{7*7}}',
    HUGE,
    '🙂'.repeat(3_000),
    [],
    [[]],
    [1, 2, 3],
    {},
    { $gt: '' },
    JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
    JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown,
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Keys an attacker might add: prototype pollution, privilege fields, unicode, empty. */
export const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'is_admin',
    'role',
    'user_id',
    'id',
    'aud',
    '',
    ' ',
    '키',
    'detail',
    'hasOwnProperty',
  ),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }),
);

/** Adds `key` as an own, enumerable property, even `__proto__`, so JSON.stringify writes it. */
export function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}
