import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side move to another page, puts the focus back at the top of the document, as
 * a full page load would: the next Tab reaches the skip link and the header, not whatever
 * followed the link that was pressed (often gone with the old page). The focused element reads
 * the new page's title to screen readers. A change of query only (a search, a profile section)
 * keeps the focus where it is.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const target = useRef<HTMLParagraphElement>(null);
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const element = target.current;
    if (!element) return;
    // The pages' own effects (which set the title) ran before this one: children first.
    element.textContent = document.title;
    element.focus({ preventScroll: true });
  }, [pathname]);

  return <p ref={target} tabIndex={-1} className="sr-only" />;
}
