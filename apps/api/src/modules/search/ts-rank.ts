/**
 * PostgreSQL's ts_rank(tsvector, tsquery) (default weights, no normalisation) in JavaScript, to
 * the bit, so the index ranks relevance's pool as SQL does: tsrank.c's float arithmetic, each
 * operation rounded with Math.fround. Only an operand or an OR at the top (rankOperands says).
 */
import type { QueryNode } from './search-index';

const f = Math.fround;
/** {D, C, B, A}, tsrank.c's `weights`. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;

/** A tsvector as ts_rank reads it: its lexemes (byte order) and each one's packed positions (weight in the top 2 bits), `offsets[i]` to `offsets[i + 1]`. */
export type RankVector = { lexemes: string[]; offsets: Uint32Array; positions: Uint16Array };

export type RankOperand = { word: string; prefix: boolean };

const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** A tsvector's text ("'caf':1A,3 'molid':2"), as PostgreSQL writes it, read back. */
export function parseTsvector(text: string): RankVector {
  const lexemes: string[] = [];
  const offsets: number[] = [0];
  const positions: number[] = [];
  let at = 0;
  while (at < text.length) {
    while (text.charCodeAt(at) === SPACE) at++;
    if (at >= text.length) break;
    if (text.charCodeAt(at) !== QUOTE) throw new Error(`tsvector: ${text.slice(at, at + 20)}`);
    // A lexeme is a slice of the text unless it has a doubled quote or backslash (rare).
    const start = ++at;
    let escaped = false;
    for (; ; at++) {
      if (at >= text.length) throw new Error('tsvector: unterminated lexeme');
      const char = text.charCodeAt(at);
      if ((char === QUOTE || char === BACKSLASH) && text.charCodeAt(at + 1) === char) {
        escaped = true;
        at++;
      } else if (char === QUOTE) break;
    }
    const raw = text.slice(start, at++);
    lexemes.push(escaped ? raw.replaceAll("''", "'").replaceAll('\\\\', '\\') : raw);
    if (text.charCodeAt(at) === COLON) {
      at++;
      for (;;) {
        let position = 0;
        for (let digit = text.charCodeAt(at) - ZERO; digit >= 0 && digit <= 9; digit = text.charCodeAt(at) - ZERO) {
          position = position * 10 + digit;
          at++;
        }
        const weight = WEIGHT_OF[text[at] ?? ''];
        if (weight !== undefined) at++;
        positions.push(((weight ?? 0) << 14) | position);
        if (text.charCodeAt(at) !== COMMA) break;
        at++;
      }
    }
    offsets.push(positions.length);
  }
  return { lexemes, offsets: Uint32Array.from(offsets), positions: Uint16Array.from(positions) };
}

const [SPACE, QUOTE, BACKSLASH, COLON, COMMA, ZERO] = [" ", "'", '\\', ':', ',', '0'].map((char) => char.charCodeAt(0)) as [number, number, number, number, number, number];

const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The operands ts_rank reads of a query, in its order (sorted, each word once), or undefined when
 * this module cannot rank it as PostgreSQL would: an AND or a phrase at the top, a word both as a
 * prefix and not (PostgreSQL keeps one of the two, in an order it does not promise), a character
 * outside the Basic Multilingual Plane (where byte and UTF-16 orders differ).
 */
export function rankOperands(query: QueryNode | undefined): RankOperand[] | undefined {
  if (!query || ('op' in query && query.op === '&')) return undefined;
  const operands: RankOperand[] = [];
  const collect = (node: QueryNode) => {
    if ('word' in node) operands.push(node);
    else if (node.op === '!') collect(node.arg);
    else {
      collect(node.left);
      collect(node.right);
    }
  };
  collect(query);
  const byWord = new Map<string, RankOperand>();
  for (const operand of operands) {
    if (/[\uD800-\uDFFF]/.test(operand.word)) return undefined;
    const known = byWord.get(operand.word);
    if (known && known.prefix !== operand.prefix) return undefined;
    byWord.set(operand.word, operand);
  }
  return [...byWord.values()].sort((a, b) => byBytes(a.word, b.word));
}

/** ts_rank(vector, query) for a query rankOperands read: tsrank.c's calc_rank_or, each matched entry's term added in the order of the operands. */
export function tsRank(vector: RankVector, operands: RankOperand[]): number {
  const { lexemes, offsets, positions } = vector;
  if (lexemes.length === 0 || operands.length === 0) return 0;
  let res = 0;
  for (const { word, prefix } of operands) {
    for (let entry = lowerBound(lexemes, word); entry < lexemes.length; entry++) {
      const lexeme = lexemes[entry]!;
      if (prefix ? !lexeme.startsWith(word) : lexeme !== word) break;
      res = f(res + entryTerm(positions, offsets[entry]!, offsets[entry + 1]! - offsets[entry]!) / 1.64493406685);
    }
  }
  const rank = f(res / operands.length);
  return rank < 0 ? f(1e-20) : rank;
}

/** What one entry (a lexeme, its `count` positions from `from`) adds to ts_rank when an operand matches it. */
function entryTerm(positions: ArrayLike<number>, from: number, count: number): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  // Without positions, one of weight D.
  for (let j = 0; j < Math.max(1, count); j++) {
    const weight = WEIGHTS[count === 0 ? 0 : positions[from + j]! >> 14]!;
    resj = f(resj + f(weight / ((j + 1) * (j + 1))));
    if (weight > wjm) {
      wjm = weight;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}

/** The first place in sorted `list` whose item is not below `word`. */
export function lowerBound(list: string[], word: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}
