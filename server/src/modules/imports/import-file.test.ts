import ExcelJS from 'exceljs';
import { deflateRawSync } from 'node:zlib';
import { guessMapping } from './import-columns';
import { readImportFile } from './import-file';

/** A ZIP archive holding one deflated file (local header, data, central directory, end record). */
function zipOfOneFile(name: string, data: Buffer): Buffer {
  const packed = deflateRawSync(data);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  const directoryAt = local.length + fileName.length + packed.length;
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, fileName, packed, central, fileName, end]);
}

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

  it('refuses a workbook that would unpack to more than 32 MiB, before unpacking it', async () => {
    const content = zipOfOneFile('xl/worksheets/sheet1.xml', Buffer.alloc(40 * 1024 * 1024, 'a'));
    expect(content.length).toBeLessThan(1024 * 1024);
    await expect(
      readImportFile({ fileName: 'big.xlsx', contentBase64: content.toString('base64') }),
    ).rejects.toMatchObject({
      message: 'The workbook unpacks to more than 32 MiB: save it as CSV or split it',
    });
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
