import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection';
import { authTokens } from '../../db/schema';
import { serverText, type fail } from '../../platform/errors';
import { hashToken } from '../../platform/sessions';

export type TokenKind = 'activation' | 'reset' | 'welcome';
const HOUR = 60 * 60 * 1000;
/** A welcome link (a new seller's first password) waits for someone who may read mail every few days. */
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = { activation: 24 * HOUR, reset: HOUR, welcome: 72 * HOUR };

/** Tokens are 32 random bytes in base64url; anything else cannot be one. */
export const tokenParams = (invalid: Parameters<typeof fail>[1]) =>
  z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, serverText(invalid)) });

/** A fresh token to mail (32 random bytes, base64url) and the hash to store in its place. */
export function newToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashToken(raw) };
}

/** A new single-use token; every earlier one of the same kind for the user stops working. */
export async function issueToken(db: Database, userId: string, kind: TokenKind): Promise<string> {
  const { raw, hash } = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({
      userId,
      kind,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]),
    });
  });
  return raw;
}

/** Uses a token once: the user's id when it was valid, unused and unexpired, else undefined. */
export async function useToken(db: Database, raw: string, kind: TokenKind): Promise<string | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(raw)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId;
}
