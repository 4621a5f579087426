/**
 * The icons the storefront draws for a category (apps/web/src/features/categories/category-icon.tsx
 * maps each of these names to its SVG, typed by this list): the operator console offers exactly
 * these, and the API refuses any other. Kept apart from the console's schemas so the storefront
 * imports a list of words, not the console's catalogue.
 */
export const CATEGORY_ICONS = [
  'smartphone',
  'shirt',
  'home',
  'utensils',
  'sparkles',
  'baby',
  'dumbbell',
  'car',
  'book',
  'paw',
  'wrench',
  'gift',
] as const;

export type CategoryIconName = (typeof CATEGORY_ICONS)[number];

export function isCategoryIcon(name: string): name is CategoryIconName {
  return (CATEGORY_ICONS as readonly string[]).includes(name);
}
