// The categories' icons, by the `icon` key the API gives: small inline outline SVGs, so the
// home page's category strip costs no icon font and no extra request. The names are the domain's
// list, which the operator console offers and the API accepts: every one of them has its drawing
// (a type only, so the storefront's bundle carries no second copy of the names).

import type { CategoryIconName } from '@plaza/domain/category-icons';

const paths: Record<CategoryIconName, string[]> = {
  smartphone: ['M7 3.5A1.5 1.5 0 0 1 8.5 2h7A1.5 1.5 0 0 1 17 3.5v17a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 7 20.5z', 'M11 18.5h2'],
  shirt: ['M8 3 3 6l2 4 2-1v11h10V9l2 1 2-4-5-3c-.5 1.5-2 2.5-4 2.5S8.5 4.5 8 3z'],
  home: ['M3.5 11 12 4l8.5 7', 'M5.5 9.5V20h13V9.5', 'M10 20v-5.5h4V20'],
  utensils: ['M6 3v7a2 2 0 0 0 2 2v9', 'M10 3v7a2 2 0 0 1-2 2', 'M8 3v5', 'M17 21V3c-2 1.5-3 4-3 7v3h3'],
  sparkles: ['M12 3.5 13.8 9 19.5 11 13.8 13 12 18.5 10.2 13 4.5 11 10.2 9z', 'M19 3v3M17.5 4.5h3', 'M5 17.5v3M3.5 19h3'],
  baby: ['M9 11h.01M15 11h.01', 'M9.5 15a3.5 3.5 0 0 0 5 0', 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17z', 'M12 3.5c-1.5 1.5-1 3.5 1 3.5'],
  dumbbell: ['M6.5 6.5v11', 'M17.5 6.5v11', 'M3.5 9v6', 'M20.5 9v6', 'M6.5 12h11'],
  car: ['M5 16.5V12l2-5h10l2 5v4.5', 'M3.5 16.5h17v2h-17z', 'M5 12h14', 'M7.5 14.5h.01M16.5 14.5h.01'],
  book: ['M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z', 'M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5'],
  paw: [
    'M12 13c-3 0-5 3-5 5 0 1.5 1 2 2 2 1.2 0 1.8-.8 3-.8s1.8.8 3 .8c1 0 2-.5 2-2 0-2-2-5-5-5z',
    'M6 10.5a1.8 2.2 0 1 0 0 .01',
    'M9.5 6.5a1.8 2.3 0 1 0 0 .01',
    'M14.5 6.5a1.8 2.3 0 1 0 0 .01',
    'M18 10.5a1.8 2.2 0 1 0 0 .01',
  ],
  wrench: ['M14.7 6.3a4 4 0 0 0-5.4 5.2L3.5 17.3a1.5 1.5 0 0 0 2.1 2.1l5.8-5.8a4 4 0 0 0 5.2-5.4l-2.4 2.4-2-.5-.5-2z'],
  gift: ['M3.5 8.5h17v4h-17z', 'M5 12.5V21h14v-8.5', 'M12 8.5V21', 'M12 8.5C10.5 5 7 4.5 7 6.5S10 8.5 12 8.5zM12 8.5c1.5-3.5 5-4 5-2s-3 2-5 2z'],
};

/** Anything without an icon of its own: a tag. */
const fallback = ['M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9z', 'M8 8h.01'];

export function CategoryIcon({ icon, className = 'size-7' }: { icon: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {(Object.prototype.hasOwnProperty.call(paths, icon) ? paths[icon as CategoryIconName] : fallback).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
