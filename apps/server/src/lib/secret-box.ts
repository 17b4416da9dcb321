import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Secrets at rest (integration headers and signing secrets; docs/decisions.md "Lead pipeline"): AES-256-GCM
 * with a key derived by HKDF-SHA256 from `INTEGRATION_SECRET_KEY`, or from `JWT_SECRET` when that is
 * unset (so a fresh install needs no new setting). Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */

export interface SecretBox {
  /** Encrypts UTF-8 text; every call uses a fresh 12-byte IV. */
  seal: (plain: string) => string;
  /** Decrypts what `seal` produced. @throws Error when the text was altered or sealed with another key. */
  open: (sealed: string) => string;
}

/** A box keyed by HKDF-SHA256(`keyMaterial`, info `leadhouse-integration-secrets`). */
export function createSecretBox(keyMaterial: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'leadhouse', 'leadhouse-integration-secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
