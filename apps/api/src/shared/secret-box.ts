import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ServiceUnavailableError } from './errors.ts';

const VERSION = 'v1';

/** AES-256-GCM with a random 96-bit nonce: `v1.<nonce>.<tag>.<ciphertext>`, each base64url. */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('the integration key must be 32 bytes');
  return {
    seal(plain: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('unknown sealed format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/**
 * The box for members' integration secrets under the server's `INTEGRATION_KEY`. The returned
 * function answers 503 when the server has no key, so a member learns integrations are off here.
 */
export function integrationSecrets(key: Buffer | null): () => SecretBox {
  const box = key ? createSecretBox(key) : null;
  return () => {
    if (!box) throw new ServiceUnavailableError('이 서버에서는 블로그 연동이 꺼져 있어요. 관리자에게 문의해 주세요.');
    return box;
  };
}
