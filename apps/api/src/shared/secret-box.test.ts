import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('createSecretBox', () => {
  it('opens what it sealed, never shows the plain text, and refuses a tampered or foreign box', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('abcd EFGH 1234 ijkl');
    expect(sealed).not.toContain('abcd');
    expect(box.open(sealed)).toBe('abcd EFGH 1234 ijkl');
    expect(box.seal('same')).not.toBe(box.seal('same'));
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});
