import { describe, expect, it } from 'vitest';
import { parseCsv, percentile } from './derive-fps';

describe('derive-fps helpers', () => {
  it('reads quoted CSV fields with commas, doubled quotes and CRLF', () => {
    expect(parseCsv('name,fps\r\n"Portal 2, ""GOTY""",150\r\nDoom,\n')).toEqual([
      ['name', 'fps'],
      ['Portal 2, "GOTY"', '150'],
      ['Doom', ''],
    ]);
  });

  it('interpolates percentiles between closest ranks', () => {
    const sorted = [10, 20, 30, 40, 50];
    expect(percentile(sorted, 25)).toBe(20);
    expect(percentile(sorted, 75)).toBe(40);
    expect(percentile([10, 20, 30, 40], 25)).toBe(17.5);
    expect(percentile([7], 75)).toBe(7);
  });
});
