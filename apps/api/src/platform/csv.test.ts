import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvRows, neutralizedCell } from './csv';

describe('neutralizedCell', () => {
  it('puts an apostrophe before a cell that a spreadsheet would run: =, +, -, @, tab or CR first', () => {
    for (const hostile of ['=2*21', '+1+1', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1;2)', '\t=1+1', '\r=1+1', '=HYPERLINK("http://x")', '-1e3', '+53 5 999 0000', '-5 CUP']) {
      expect(neutralizedCell(hostile), JSON.stringify(hostile)).toBe(`'${hostile}`);
    }
  });

  it('leaves text and plain numbers as they are, negative amounts included', () => {
    for (const harmless of ['Bob', 'Pérez, "la jefa"', '250.00 CUP', '', '5', '-5,00', '-5.00', '+3', '-1.234,56', "'=ya neutralizado", ' =espacio primero']) {
      expect(neutralizedCell(harmless), JSON.stringify(harmless)).toBe(harmless);
    }
  });
});

describe('csvRows', () => {
  it('quotes every cell, empty ones too, doubles quotes and ends each record with CRLF', () => {
    expect(csvRows([['a', '', null, 7, 'dice "hola"']])).toBe('"a","","","7","dice ""hola"""\r\n');
    expect(csvRows([['x'], ['y']])).toBe('"x"\r\n"y"\r\n');
  });

  it('keeps a name with separators and a formula inside one harmless cell, whichever separator is assumed', () => {
    const text = csvRows([['Bob;=2*21;', '=2*21', 'línea\r\n=otra']]);
    expect(text).toBe('"Bob;=2*21;","\'=2*21","línea\r\n=otra"\r\n');
    expect(parse(text)).toEqual([['Bob;=2*21;', "'=2*21", 'línea\r\n=otra']]);
    // A spreadsheet that splits on `;` keeps the quoted name whole too.
    expect(parse(csvRows([['Bob;=2*21;']]), { delimiter: ';' })).toEqual([['Bob;=2*21;']]);
  });

  it('starts with the UTF-8 mark when asked', () => {
    expect(csvRows([['ñ']], { bom: true })).toBe(`${CSV_BOM}"ñ"\r\n`);
  });
});
