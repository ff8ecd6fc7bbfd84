import { isBadRecord, isBlankRecord, parseCsv, type CsvRow } from './csv';

const fieldsOf = (rows: CsvRow[]) => rows.map((r) => (isBadRecord(r) ? { line: r.line, error: r.error } : { line: r.line, fields: r.fields }));

describe('parseCsv', () => {
  it('reads plain records with their line numbers', () => {
    expect(fieldsOf(parseCsv('a,b,c\n1,2,3\n'))).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
    ]);
  });

  it('reads the last record without a line end, and empty fields', () => {
    expect(fieldsOf(parseCsv('a,,c\n,x,'))).toEqual([
      { line: 1, fields: ['a', '', 'c'] },
      { line: 2, fields: ['', 'x', ''] },
    ]);
  });

  it('takes LF, CRLF and lone CR line ends alike', () => {
    const expected = [
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
    ];
    expect(fieldsOf(parseCsv('a,b\r\nc,d\r\n'))).toEqual(expected);
    expect(fieldsOf(parseCsv('a,b\rc,d'))).toEqual(expected);
    expect(fieldsOf(parseCsv('a,b\nc,d\r\n'))).toEqual(expected);
  });

  it('drops a leading byte order mark', () => {
    expect(fieldsOf(parseCsv('\uFEFFteam1,team2\nx,y'))).toEqual([
      { line: 1, fields: ['team1', 'team2'] },
      { line: 2, fields: ['x', 'y'] },
    ]);
  });

  it('keeps commas, doubled quotes and line ends inside quoted fields', () => {
    const rows = parseCsv('"Smith, J","say ""hi""",x\n"two\r\nlines",y,"three\nlines\nhere"\nlast,"",z\n');
    expect(fieldsOf(rows)).toEqual([
      { line: 1, fields: ['Smith, J', 'say "hi"', 'x'] },
      { line: 2, fields: ['two\nlines', 'y', 'three\nlines\nhere'] },
      { line: 6, fields: ['last', '', 'z'] },
    ]);
  });

  it('allows spaces around quoted fields and keeps them around unquoted ones', () => {
    expect(fieldsOf(parseCsv('a , "b, c" ,  d\n'))).toEqual([{ line: 1, fields: ['a ', 'b, c', '  d'] }]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(fieldsOf(parseCsv('O"Neil,b\n'))).toEqual([{ line: 1, fields: ['O"Neil', 'b'] }]);
  });

  it('answers blank lines as one empty field, which isBlankRecord recognises', () => {
    const rows = parseCsv('a\n\n   \n"",b\n');
    expect(fieldsOf(rows)).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: [''] },
      { line: 3, fields: ['   '] },
      { line: 4, fields: ['', 'b'] },
    ]);
    expect(rows.map(isBlankRecord)).toEqual([false, true, true, false]);
  });

  it('reports text after a closing quote and goes on with the next line', () => {
    const rows = parseCsv('a,"b"x,c\nd,e\n');
    expect(fieldsOf(rows)).toEqual([
      { line: 1, error: 'unexpected text after the closing quote of field 2' },
      { line: 2, fields: ['d', 'e'] },
    ]);
  });

  it('reports a quoted field that is never closed and goes on with the next line', () => {
    const rows = parseCsv('a,b\nc,"d,e\nf,g\nh,i');
    expect(fieldsOf(rows)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, error: 'a quoted field (field 2) is never closed' },
      { line: 3, fields: ['f', 'g'] },
      { line: 4, fields: ['h', 'i'] },
    ]);
  });

  it('numbers lines correctly after a multi-line field that ends a record', () => {
    const rows = parseCsv('x,"1\n2\n3"\r\ny,z\r\n');
    expect(fieldsOf(rows)).toEqual([
      { line: 1, fields: ['x', '1\n2\n3'] },
      { line: 4, fields: ['y', 'z'] },
    ]);
  });

  it('answers nothing for empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });

  it('reads a large file quickly', () => {
    const text = 'team1,team2,location,date,time\n' + 'A,"B, C",Pitch,2026-01-01,15:00\n'.repeat(30_000);
    const started = Date.now();
    const rows = parseCsv(text);
    expect(rows).toHaveLength(30_001);
    expect(rows[30_000]).toEqual({ line: 30_001, fields: ['A', 'B, C', 'Pitch', '2026-01-01', '15:00'] });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
