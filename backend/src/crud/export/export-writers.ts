import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Row } from '../pipeline/serialize.js';
import { cellValue, csvLine, csvText, sheetCell, type CellText, type ExportColumn } from './export-cells.js';

type Batches = AsyncIterable<Row[]>;

/** The CSV of an export: a byte-order mark (so spreadsheets read it as UTF-8), the headers, then a line per row. */
export function csvStream(columns: ExportColumn[], batches: Batches, text: CellText): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
    for await (const rows of batches)
      yield rows.map((row) => csvLine(columns.map((c) => csvText(c.field, cellValue(row, c), text)))).join('');
  }
  // Readable.from asks for the next batch only when the reader has taken the last one.
  return Readable.from(lines());
}

/** Resolves once the reader has taken what was written, or has gone away. */
const drained = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.on('drain', done).on('close', done);
  });

/** Column widths from the header, within reason: the spreadsheet's reader can widen them. */
const width = (header: string) => Math.min(40, Math.max(10, header.length + 2));

/**
 * The XLSX of an export, written by exceljs's streaming workbook writer: each row is committed (and leaves memory)
 * as it is added, and the next batch is read only once the reader has drained what was written, so memory stays at
 * about a batch however long the export is.
 */
export function xlsxStream(columns: ExportColumn[], batches: Batches, text: CellText, sheetName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.field.name, width: width(c.header) }));
  const write = async () => {
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    for await (const rows of batches) {
      if (out.destroyed) return;
      for (const row of rows) {
        const line = sheet.addRow([]);
        columns.forEach((c, i) => {
          const cell = sheetCell(c.field, cellValue(row, c), text);
          const target = line.getCell(i + 1);
          target.value = cell.value;
          if (cell.numFmt) target.numFmt = cell.numFmt;
        });
        line.commit();
      }
      if (out.writableNeedDrain) await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
