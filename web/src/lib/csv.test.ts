import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(2.5)).toBe('2.5');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks per RFC 4180', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
  });
});

describe('toCsv', () => {
  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', 'e'],
      ]),
    ).toBe('a,b\r\n"c,d",e\r\n');
  });
});
