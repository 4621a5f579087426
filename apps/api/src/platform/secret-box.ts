import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (the second factor's TOTP seeds), sealed with AES-256-GCM under a key
 * derived (HKDF-SHA256) from the session secret, which lives in DATA_DIR or SESSION_SECRET and
 * never in the database: a copy of the database alone (a backup, a replica) does not give the
 * seeds away. `purpose` separates keys, so one sealed value is never accepted for another use.
 */
const VERSION = 'v1';

const keyFor = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'plaza secret box', purpose, 32));

export function seal(secret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plaintext, or undefined when the value was altered, sealed for another purpose or under another secret. */
export function open(secret: string, purpose: string, sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
