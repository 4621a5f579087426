import type { Parser } from './api-fetch';

/**
 * A check that an answer is an object whose `fields` are strings, for the three answers the
 * storefront reads on nearly every visit (the session user, the CSRF token, a signed-in
 * shopper's profile). Parsing them with their zod schemas cost each such page over 20 KB of
 * compressed JavaScript (zod's classic API), more than the page's own code (issue 44, point 6);
 * the server already holds its answers to those schemas. Other fields pass as they came.
 */
export function stringFields<T>(what: string, fields: readonly (keyof T & string)[]): Parser<T> {
  return {
    parse(input: unknown): T {
      const answer = input as Record<string, unknown> | null;
      const wrong = typeof answer !== 'object' || answer === null ? fields : fields.filter((field) => typeof answer[field] !== 'string');
      if (wrong.length > 0) throw new TypeError(`${what}: the answer lacks ${wrong.join(', ')}`);
      return input as T;
    },
  };
}
