import { useCallback, useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * A list's search box, kept in step with the search in the address (`q`): the search goes into
 * the address once the seller stops typing (or presses Enter), so each keystroke on a slow link
 * is not a request.
 *
 * The box follows the address when it changes by itself (back button, 'Ver todos los pedidos',
 * 'Quitar filtros'), and not when the change is the box's own search arriving: the address
 * changes at once and the page is drawn with it a moment later, and what was typed in that moment
 * (longer on a slow phone) stays in the box rather than going back to the search sent.
 */
export function useSearchBox(q: string, onSearch: (q: string) => void) {
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  const [sent, setSent] = useState<string | null>(null);
  if (shown !== q) {
    setShown(q);
    setSent(null);
    if (sent === null || sent.trim() !== q.trim()) setText(q);
  }

  const search = useCallback(
    (value: string) => {
      setSent(value);
      onSearch(value);
    },
    [onSearch],
  );

  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, search]);

  return { text, setText, search: () => search(text) };
}
