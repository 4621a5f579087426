/** What the operator console's lists share: searching by a typed text, pages, dates. */

/** `%text%` for LIKE, with the typed `%`, `_` and `\` matching themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The rows a page asks for: one more than it shows, so the answer can tell whether another page
 * follows without counting every row.
 */
export function pageWindow({ page, page_size }: { page: number; page_size: number }) {
  return {
    limit: page_size + 1,
    offset: (page - 1) * page_size,
    page: <T>(rows: T[]) => ({ results: rows.slice(0, page_size), has_next: rows.length > page_size }),
  };
}

/** A timestamp as either driver returns it (a Date, or PostgreSQL's text), in ISO 8601. */
export const toIso = (value: Date | string) => new Date(value).toISOString();
