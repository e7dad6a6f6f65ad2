import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv as parseDotEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { envSchema, parseEnv } from './env.ts';
import { API_ROOT } from './locations.ts';

const text = readFileSync(path.join(API_ROOT, '../../.env.example'), 'utf8');
const example = parseDotEnv(text);
const schemaKeys = Object.keys(envSchema.shape);

/** A default as it would be written in a .env file (lists comma-separated, unset as blank). */
function written(value: unknown): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

describe('.env.example', () => {
  it('lists every variable of the environment schema, and no other', () => {
    expect(Object.keys(example).sort()).toEqual([...schemaKeys].sort());
  });

  it('shows each variable at its default', () => {
    const defaults = parseEnv({}) as Record<string, unknown>;
    for (const key of schemaKeys) expect({ key, value: example[key] }).toEqual({ key, value: written(defaults[key]) });
  });

  it('changes nothing when copied to .env as it is', () => {
    expect(parseEnv(example)).toEqual(parseEnv({}));
  });

  it('explains each variable on the line above it', () => {
    const lines = text.split('\n');
    for (const key of schemaKeys) {
      const at = lines.findIndex((line) => line.startsWith(`${key}=`));
      expect({ key, above: lines[at - 1]?.startsWith('# ') }).toEqual({ key, above: true });
    }
  });
});
