import { CARE } from './care';
import { FASHION } from './fashion';
import { FOOD } from './food';
import { HARDWARE } from './hardware';
import { HOBBIES } from './hobbies';
import { HOME } from './home';
import { OUTDOORS } from './outdoors';
import { TECH } from './tech';
import type { Glyph } from './types';

/**
 * Every kind of product the demo draws, keyed by kind: the demo stores' items and the generated
 * catalogue's nouns name theirs explicitly (data/stores.ts, data/vocabulary.ts).
 */
export const KINDS = {
  ...TECH,
  ...FASHION,
  ...HOME,
  ...FOOD,
  ...CARE,
  ...OUTDOORS,
  ...HOBBIES,
  ...HARDWARE,
} satisfies Record<string, Glyph>;

export type ArtKind = keyof typeof KINDS;

export function isArtKind(kind: string): kind is ArtKind {
  return Object.hasOwn(KINDS, kind);
}
