import { describe, expect, it } from 'vitest';
import { hasSessionEnded, sessionEndFor } from './sessionEnd';

describe('sessionEndFor (SPEC §4: one month ahead unless remember-me)', () => {
  it('ends on the same day and time next month', () => {
    expect(sessionEndFor(new Date('2025-03-14T09:30:00.000Z'), false)).toBe('2025-04-14T09:30:00.000Z');
  });

  it('rolls over the year', () => {
    expect(sessionEndFor(Date.parse('2025-12-20T23:59:59.000Z'), false)).toBe('2026-01-20T23:59:59.000Z');
  });

  it.each([
    ['2025-01-31T12:00:00.000Z', '2025-02-28T12:00:00.000Z'],
    ['2024-01-31T12:00:00.000Z', '2024-02-29T12:00:00.000Z'],
    ['2025-03-31T12:00:00.000Z', '2025-04-30T12:00:00.000Z'],
  ])('clamps %s to the last day of a shorter month', (login, end) => {
    expect(sessionEndFor(new Date(login), false)).toBe(end);
  });

  it('has no end with remember-me', () => {
    expect(sessionEndFor(new Date('2025-03-14T09:30:00.000Z'), true)).toBeNull();
  });
});

describe('hasSessionEnded', () => {
  const end = '2025-04-14T09:30:00.000Z';

  it('is false before the end and true from the end on', () => {
    expect(hasSessionEnded(end, Date.parse(end) - 1)).toBe(false);
    expect(hasSessionEnded(end, Date.parse(end))).toBe(true);
    expect(hasSessionEnded(end, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('never ends a remember-me session', () => {
    expect(hasSessionEnded(null, new Date('2100-01-01T00:00:00Z'))).toBe(false);
  });

  it('treats an unreadable date as ended', () => {
    expect(hasSessionEnded('next month', Date.now())).toBe(true);
  });
});
