import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted CSV fields with commas, doubled quotes and CRLF', () => {
    expect(parseCsv('name,fps\r\n"Portal 2, ""GOTY""",150\r\nDoom,\n')).toEqual([
      ['name', 'fps'],
      ['Portal 2, "GOTY"', '150'],
      ['Doom', ''],
    ]);
  });

  it('keeps line breaks inside quotes and a last row without a newline', () => {
    expect(parseCsv('a,b\n"one\ntwo",3')).toEqual([
      ['a', 'b'],
      ['one\ntwo', '3'],
    ]);
  });
});
