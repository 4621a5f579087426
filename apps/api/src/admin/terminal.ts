/*
 * What a terminal acts on instead of showing: C0 and C1 control characters and DEL (ESC and CSI
 * start sequences that clear the screen, move the cursor, retitle the window or write to the
 * clipboard), the line and paragraph separators, and the bidi overrides and isolates that reorder
 * the rest of the line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function visibleEscape(char: string): string {
  const code = char.codePointAt(0)!;
  return NAMED[char] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/**
 * A value as text a terminal only shows: each character it would act on becomes a visible escape
 * (ESC as `\x1b`, a line break as `\n`), so even rows stored before free text was checked cannot
 * rewrite the operator's screen or split one application's line into two.
 */
export function terminalSafe(value: unknown): string {
  return String(value).replace(UNSAFE, visibleEscape);
}

/** A line of the CLI's own text with every value in it made terminalSafe: the one way the admin CLI writes. */
export function terminalLine(text: TemplateStringsArray, ...values: unknown[]): string {
  return values.reduce<string>((line, value, i) => line + terminalSafe(value) + text[i + 1], text[0]!);
}
