import { ALLOWED_MARKDOWN_PROTOCOLS } from '@plaza/domain/constants';

const allowed: ReadonlySet<string> = new Set(ALLOWED_MARKDOWN_PROTOCOLS);

/**
 * The legal documents' `urlTransform`: a URL keeps its place only if it is relative or uses one
 * of the allowed protocols (spec section 9); anything else (javascript:, data:, vbscript:)
 * becomes '' and the link is shown as plain text. Same test as react-markdown's
 * `defaultUrlTransform`, but from the spec's list, so the two cannot drift apart unnoticed.
 */
export function legalUrlTransform(url: string): string {
  const colon = url.indexOf(':');
  const questionMark = url.indexOf('?');
  const numberSign = url.indexOf('#');
  const slash = url.indexOf('/');
  const relative =
    colon === -1 ||
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign);
  if (relative) return url;
  return allowed.has(url.slice(0, colon).toLowerCase()) ? url : '';
}
