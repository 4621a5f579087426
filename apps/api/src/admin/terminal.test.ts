import { describe, expect, it } from 'vitest';
import { terminalLine, terminalSafe } from './terminal';

describe('terminalSafe', () => {
  it('shows each character a terminal would act on as a visible escape', () => {
    expect(terminalSafe('\u001b[2J\u001b[H')).toBe('\\x1b[2J\\x1b[H');
    expect(terminalSafe('\u009b31m')).toBe('\\x9b31m');
    expect(terminalSafe('\u001b]52;c;cm0gLXJm\u0007')).toBe('\\x1b]52;c;cm0gLXJm\\x07');
    expect(terminalSafe('a\u0000b\u007fc\u0085d')).toBe('a\\x00b\\x7fc\\x85d');
    expect(terminalSafe('uno\ndos\r\ttres')).toBe('uno\\ndos\\r\\ttres');
    expect(terminalSafe('gpj.\u202eexe \u2066x\u2069 \u2028')).toBe('gpj.\\u202eexe \\u2066x\\u2069 \\u2028');
  });
  it('leaves any other text as it is', () => {
    for (const text of ['José Ñúñez-Pérez <ana@example.com>', 'Dulces 🍰 «Marta» · 50 %', 'שלום عربى', 'C:\\ruta'])
      expect(terminalSafe(text)).toBe(text);
    expect(terminalSafe(42)).toBe('42');
    expect(terminalSafe(null)).toBe('null');
  });
});

describe('terminalLine', () => {
  it('keeps its own text, line breaks included, and makes every value safe', () => {
    const name = 'Ana\u001b[2J';
    expect(terminalLine`#${7}  ${name}\n     ${'a\nb'}`).toBe('#7  Ana\\x1b[2J\n     a\\nb');
    expect(terminalLine`sin valores`).toBe('sin valores');
  });
});
