// A small CSV reader (RFC 4180) that keeps each record's physical line number, so that an
// import can say which line of the file it rejected and why.
//
// - Fields are separated by commas and records by line ends: LF, CRLF (or a lone CR).
// - A field may be quoted: inside the quotes commas and line ends are plain text and a doubled
//   quote ("") is one quote. Spaces before an opening quote and after a closing one are allowed.
// - A quote inside an unquoted field is kept as it is.
// - A leading UTF-8 byte order mark is dropped.
// - A record that cannot be read (a quoted field never closed, text after a closing quote) is
//   answered as an error for its line, and reading goes on with the next line.

export interface CsvRecord {
  /** The physical line the record starts on (the first line is 1). */
  line: number;
  fields: string[];
}

export interface CsvBadRecord {
  line: number;
  error: string;
}

export type CsvRow = CsvRecord | CsvBadRecord;

export const isBadRecord = (row: CsvRow): row is CsvBadRecord => 'error' in row;

/** An empty line, or one holding only spaces. */
export const isBlankRecord = (row: CsvRow): boolean => !isBadRecord(row) && row.fields.length === 1 && row.fields[0].trim() === '';

const isSpace = (c: string | undefined) => c === ' ' || c === '\t';

function countNewlines(s: string, from: number, to: number): number {
  let count = 0;
  for (let i = s.indexOf('\n', from); i !== -1 && i < to; i = s.indexOf('\n', i + 1)) count++;
  return count;
}

/** Every record of the text, blank lines included (as one empty field), in order. */
export function parseCsv(text: string): CsvRow[] {
  let s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  s = s.replace(/\r\n?/g, '\n');
  const n = s.length;
  const rows: CsvRow[] = [];
  let i = 0;
  let line = 1;

  while (i < n) {
    const startLine = line;
    const startIndex = i;
    const fields: string[] = [];
    let error: string | null = null;

    for (;;) {
      let j = i;
      while (isSpace(s[j])) j++;
      if (s[j] !== '"') {
        // Unquoted: up to the next comma or line end.
        let k = i;
        while (k < n && s[k] !== ',' && s[k] !== '\n') k++;
        fields.push(s.slice(i, k));
        if (k >= n) {
          i = n;
          break;
        }
        i = k + 1;
        if (s[k] === ',') continue;
        line++;
        break;
      }

      // Quoted: up to the quote that is not doubled.
      let value = '';
      let k = j + 1;
      let closed = false;
      for (;;) {
        const q = s.indexOf('"', k);
        if (q === -1) break;
        if (s[q + 1] === '"') {
          value += s.slice(k, q + 1);
          k = q + 2;
          continue;
        }
        value += s.slice(k, q);
        k = q + 1;
        closed = true;
        break;
      }
      if (!closed) {
        // No reading of the rest of the file is right; report this line and go on with the next.
        error = `a quoted field (field ${fields.length + 1}) is never closed`;
        const nl = s.indexOf('\n', startIndex);
        i = nl === -1 ? n : nl + 1;
        line = startLine + 1;
        break;
      }
      line += countNewlines(s, j, k);
      fields.push(value);
      while (isSpace(s[k])) k++;
      if (k >= n) {
        i = n;
        break;
      }
      if (s[k] === ',') {
        i = k + 1;
        continue;
      }
      if (s[k] === '\n') {
        i = k + 1;
        line++;
        break;
      }
      error = `unexpected text after the closing quote of field ${fields.length}`;
      const nl = s.indexOf('\n', k);
      i = nl === -1 ? n : nl + 1;
      if (nl !== -1) line++;
      break;
    }

    rows.push(error === null ? { line: startLine, fields } : { line: startLine, error });
  }
  return rows;
}
