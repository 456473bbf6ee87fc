import { csvPieces, csvPiecesWithin, csvRecord, neutraliseCell, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 asks, with CRLF line ends', () => {
    const csv = toCsv(
      ['name', 'note'],
      [
        ['Smith, Jr.', 'said "hi"'],
        ['plain', 'two\nlines'],
      ],
    );
    expect(csv).toBe('name,note\r\n"Smith, Jr.","said ""hi"""\r\nplain,"two\nlines"\r\n');
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    const csv = toCsv(['a', 'b', 'c', 'd', 'e', 'f'], [['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx']]);
    expect(csv.split('\r\n')[1]).toBe(`'=1+1,'+SUM(A1),'-2+3,'@cmd,'\tx,"'\rx"`);
  });

  it('keeps numbers (negative ones too), booleans, empty cells and dates as values', () => {
    const csv = toCsv(
      ['n', 'm', 'b', 'empty', 'none', 'when'],
      [[-2.5, 0, true, null, undefined, new Date('2026-01-02T03:04:05Z')]],
    );
    expect(csv.split('\r\n')[1]).toBe('-2.5,0,true,,,2026-01-02T03:04:05.000Z');
  });

  it('neutralises a formula in the header too and leaves safe text alone', () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(toCsv(['=evil'], []).trim()).toBe(`'=evil`);
  });
});

describe('csvPieces', () => {
  it('writes the records toCsv writes, a slice at a time, letting other work run in between', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => [`=row ${i}`, i, i % 2 === 0, 'a "quoted", line\nbreak']);
    const order: string[] = [];
    const writing = csvPieces(rows, (row) => row).then((pieces) => {
      order.push('written');
      return pieces;
    });
    setImmediate(() => order.push('other work'));
    const pieces = await writing;
    expect(order).toEqual(['other work', 'written']);
    expect(pieces.length).toBeGreaterThan(1);
    expect(csvRecord(['n', 'value', 'even', 'note']) + pieces.join('')).toBe(
      toCsv(['n', 'value', 'even', 'note'], rows),
    );
  });
});

describe('csvPiecesWithin', () => {
  it('stops before the first record past the budget, counting UTF-8 bytes', async () => {
    const rows = [['ä'.repeat(10)], ['b'.repeat(10)], ['c'.repeat(10)]];
    // 22 bytes for the first record (two per ä, CRLF), 12 for the others.
    const written = await csvPiecesWithin(rows, (row) => row, 22 + 12 + 11);
    expect(written).toEqual({ pieces: [`${'ä'.repeat(10)}\r\n${'b'.repeat(10)}\r\n`], rows: 2, bytes: 34 });
    expect((await csvPiecesWithin(rows, (row) => row, 10)).rows).toBe(0);
  });
});
