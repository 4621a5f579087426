import { SKELETON_COUNT } from '@plaza/domain/constants';
import { Children, useId, type ReactNode } from 'react';

/** The catalogue's product grid: 2 columns on small screens, 4 on large ones (spec section 2). */
export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/**
 * A list laid out as the product grid; each child is one cell. The cards' names are h3: the
 * grid brings the h2 above them (visually hidden, the page's h1 already says what it holds).
 */
export function ProductGrid({ children, heading }: { children: ReactNode; heading: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <ul className={PRODUCT_GRID}>
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </ul>
    </section>
  );
}

/** The grid while it loads: eight placeholders (spec section 9) inside a labelled status region. */
export function ProductGridSkeleton({ label, skeleton }: { label: string; skeleton: () => ReactNode }) {
  return (
    <div role="status" aria-label={label}>
      <div className={PRODUCT_GRID}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <div key={index}>{skeleton()}</div>
        ))}
      </div>
    </div>
  );
}
