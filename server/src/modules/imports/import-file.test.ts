import ExcelJS from 'exceljs';
import { guessMapping } from './import-columns';
import { readImportFile } from './import-file';

const csv = (csvText: string) => readImportFile({ fileName: 'people.csv', csvText });

describe('reading an import file', () => {
  it('matches headers by name, case, spaces, punctuation and synonyms aside, each field once', () => {
    expect(
      guessMapping('people', ['E-Mail', "Manager's Email", 'SURNAME', 'Hire date', 'Shoe size', 'email address']),
    ).toEqual(['email', 'managerEmail', 'lastName', 'employmentStartDate', null, null]);
    expect(guessMapping('balances', ['Email', 'Type', 'Year', 'Used', 'Brought forward', 'Remaining'])).toEqual([
      'email',
      'leaveType',
      'year',
      'daysTaken',
      'carriedOver',
      'available',
    ]);
  });

  it('reads cells as text, skips blank lines, and reads back what the CSV export neutralised', async () => {
    const table = await csv('email,first name\r\n\r\n a@b.test , \'=Eve\r\n"c@d.test","Quote ""Q"""\r\n');
    expect(table).toEqual({
      headers: ['email', 'first name'],
      rows: [
        { line: 3, cells: ['a@b.test', '=Eve'] },
        { line: 4, cells: ['c@d.test', 'Quote "Q"'] },
      ],
    });
  });

  it("never evaluates an XLSX formula: its stored result is the cell's text", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Email', 'First name']);
    sheet.addRow(['x@y.test', { formula: 'HYPERLINK("https://attacker.test","Xavier")', result: 'Xavier' }]);
    const contentBase64 = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const table = await readImportFile({ fileName: 'people.xlsx', contentBase64 });
    expect(table.rows).toEqual([{ line: 2, cells: ['x@y.test', 'Xavier'] }]);
  });

  it.each([
    ['a cell too long', `email\n${'a'.repeat(501)}`, 'Row 2 has a cell longer than 500 characters'],
    ['too many columns', Array.from({ length: 51 }, (_, i) => `c${i}`).join(','), 'The file has more than 50 columns'],
    ['no rows', 'email\n\n', 'The file has no rows below its header'],
    ['broken quoting', 'email\n"a@b.test', 'The file is not valid CSV (near line 2)'],
  ])('refuses %s with a clear message', async (_what, text, message) => {
    await expect(csv(text)).rejects.toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a file that is neither named CSV nor XLSX, and base64 that is not', async () => {
    await expect(readImportFile({ fileName: 'people.pdf', csvText: 'email' })).rejects.toMatchObject({
      message: 'Please upload a CSV or XLSX file',
    });
    await expect(readImportFile({ fileName: 'people.csv', contentBase64: 'not base64!' })).rejects.toMatchObject({
      message: 'The file content is not valid base64',
    });
  });
});
