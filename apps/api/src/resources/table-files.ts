// The two file formats of an export, each written as a stream while rows are read, so memory holds a page of
// rows and a buffer, never the whole file: CSV (RFC 4180 quoting, CRLF, a UTF-8 BOM so Excel reads accents) and
// XLSX (exceljs's streaming workbook writer, without shared strings or styles so nothing grows with the rows).
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A cell of an exported table. */
export type TableCell = string | number | null;

/** Bytes of CSV gathered before they are handed to the response. */
const CSV_CHUNK = 64 * 1024;

/**
 * One CSV cell, safe to open in a spreadsheet (OWASP's CSV injection rule): a value starting with = + - @, a tab or
 * a carriage return gets a leading apostrophe so it is not run as a formula; quotes, commas and line breaks are
 * quoted per RFC 4180.
 *
 * @example
 * csvCell('=SUM(A1)'); // "'=SUM(A1)"
 * csvCell('a, "b"'); // '"a, ""b"""'
 */
export function csvCell(value: TableCell | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** What a table file is written from: the header, the rows as they are read, and a last line (e.g. the cap) or none. */
export interface TableSource {
  header: string[];
  rows: AsyncIterable<TableCell[][]>;
  /** Called once every row is written, before the file's end is sent (the export's audit entry). */
  lastLine: () => Promise<string | null>;
}

/** The table as a CSV stream. */
export function csvStream(source: TableSource): Readable {
  async function* lines(): AsyncGenerator<Buffer> {
    yield Buffer.from(`\ufeff${source.header.map(csvCell).join(',')}\r\n`, 'utf8');
    let chunk = '';
    for await (const page of source.rows) {
      for (const row of page) chunk += `${row.map(csvCell).join(',')}\r\n`;
      if (chunk.length >= CSV_CHUNK) {
        yield Buffer.from(chunk, 'utf8');
        chunk = '';
      }
    }
    const last = await source.lastLine();
    if (last !== null) chunk += `${csvCell(last)}\r\n`;
    yield Buffer.from(chunk, 'utf8');
  }
  return Readable.from(lines(), { objectMode: false });
}

/** The table as an XLSX stream, one worksheet named `sheet`; strings stay text cells, never formulas. */
export function xlsxStream(source: TableSource, sheet: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet);
  const write = async () => {
    worksheet.addRow(source.header).commit();
    for await (const page of source.rows) {
      for (const row of page) worksheet.addRow(row).commit();
      // Wait while the response reads what is written, so a slow reader does not make the file pile up in memory.
      while (out.writableNeedDrain) await once(out, 'drain');
    }
    const last = await source.lastLine();
    if (last !== null) worksheet.addRow([last]).commit();
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
