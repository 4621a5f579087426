// Stored images are served from /img/{file} (spec section 3). Every stored `name.webp` also has a
// small `name-card.webp` variant for cards and thumbnails: product cards 320 px wide (full
// 800×800), store logos 96 px (full 256), covers 480 (full 1200×400), hero slides 640 (full 1280×480).

const IMAGE_BASE = '/img/';
const CARD_SUFFIX = '-card.webp';

/** The full-size image, or undefined when there is no file. */
export function imageUrl(file: string | null | undefined): string | undefined {
  return file ? `${IMAGE_BASE}${file}` : undefined;
}

/** The small card variant of a stored image; a file that is not a .webp has none, so it is served as is. */
export function cardImageUrl(file: string | null | undefined): string | undefined {
  if (!file) return undefined;
  if (!file.endsWith('.webp') || file.endsWith(CARD_SUFFIX)) return imageUrl(file);
  return `${IMAGE_BASE}${file.slice(0, -'.webp'.length)}${CARD_SUFFIX}`;
}
