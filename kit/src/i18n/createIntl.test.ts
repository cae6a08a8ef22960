import { describe, expect, it, vi } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { createIntl, type IntlError } from './createIntl';
import { icuDefaultFormats } from './icuDefaultFormats';

describe('createIntl', () => {
  it('formats ICU plurals, numbers and lists in the locale', () => {
    const intl = createIntl({ locale: 'de-DE', messages: { parts: '{count, plural, one {# Teil} other {# Teile}}' } });
    expect(intl.formatMessage({ id: 'parts' }, { count: 1 })).toBe('1 Teil');
    expect(intl.formatMessage({ id: 'parts' }, { count: 1200 })).toBe('1.200 Teile');
    expect(intl.formatNumber(1499.5, { style: 'currency', currency: 'EUR' })).toBe('1.499,50\u00a0€');
    expect(intl.formatList(['CPU', 'GPU'], { type: 'conjunction' })).toBe('CPU und GPU');
    expect(intl.formatDisplayName('FR', { type: 'region' })).toBe('Frankreich');
  });

  it('shows dates in the configured time zone, in messages and formatDate', () => {
    const intl = createIntl({ locale: 'en-GB', timeZone: 'UTC', messages: { shipped: 'Shipped on {day, date, long}' } });
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(intl.formatMessage({ id: 'shipped' }, { day: lateEvening })).toBe('Shipped on 1 March 2026');
    expect(intl.formatDate('2026-03-01T23:30:00Z', { day: 'numeric', month: 'long' })).toBe('1 March');
  });

  it('returns parts for rich text, so components can render elements inside a message', () => {
    const intl = createIntl<{ bold: string }>({ locale: 'en-GB', messages: { terms: 'I accept the <b>terms</b>' } });
    const parts = intl.formatMessage({ id: 'terms' }, { b: (chunks: Array<string | { bold: string }>) => ({ bold: chunks.join('') }) });
    expect(parts).toEqual(['I accept the ', { bold: 'terms' }]);
  });

  it('reports a missing id and shows the default message, or the id when there is none', () => {
    const onError = vi.fn<(error: IntlError) => void>();
    const intl = createIntl({ locale: 'fr-FR', messages: {}, onError });
    expect(intl.formatMessage({ id: 'cart.title', defaultMessage: 'Panier ({count})' }, { count: 2 })).toBe('Panier (2)');
    expect(intl.formatMessage({ id: 'cart.empty' })).toBe('cart.empty');
    expect(onError.mock.calls.map(([error]) => error.code)).toEqual(['MISSING_TRANSLATION', 'MISSING_TRANSLATION']);
  });

  it('formats precompiled messages without resolving the locale again for each one', () => {
    // What the build's precompiled catalogues hold: syntax trees, not strings.
    const tree = (message: string) => new IntlMessageFormat(message, 'fr-FR').getAst();
    const messages = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`step.${index}`, tree(`Étape ${index} sur {count, number}`)]));
    const resolve = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      const intl = createIntl({ locale: 'fr-FR', messages });
      const texts = Object.keys(messages).map((id) => intl.formatMessage({ id }, { count: 1200 }));
      expect(texts[7]).toBe('Étape 7 sur 1\u202f200');
      expect(resolve).not.toHaveBeenCalled();
    } finally {
      resolve.mockRestore();
    }
  });

  it('reports a message that cannot be formatted instead of throwing', () => {
    const onError = vi.fn<(error: IntlError) => void>();
    const intl = createIntl({ locale: 'en-GB', messages: { greeting: 'Hello {name}' }, onError });
    expect(intl.formatMessage({ id: 'greeting' })).toBe('greeting');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'FORMAT_ERROR' }));
  });

  it('knows the named ICU styles intl-messageformat defines', () => {
    expect(icuDefaultFormats).toEqual(IntlMessageFormat.formats);
    const intl = createIntl({ locale: 'en-GB', messages: { at: 'At {t, time, short}, {share, number, percent}' } });
    expect(intl.formatMessage({ id: 'at' }, { t: new Date('2026-03-01T09:05:00Z'), share: 0.25 })).toBe('At 09:05, 25%');
  });

  it('reads a message string as intl-messageformat reads it, tags and skeletons included', () => {
    const source = 'Ships <b>{day, date, ::MMMd}</b>, {n, plural, =0 {none} one {# part} other {# parts}}';
    const intl = createIntl({ locale: 'de-DE', messages: { source, tree: new IntlMessageFormat(source, 'de-DE').getAst() } });
    const values = { day: new Date('2026-03-01T12:00:00Z'), n: 2, b: (chunks: string[]) => `*${chunks.join('')}*` };
    expect(intl.formatMessage({ id: 'source' }, values)).toBe(intl.formatMessage({ id: 'tree' }, values));
    expect(intl.formatMessage({ id: 'source' }, values)).toBe('Ships *1. März*, 2 parts');
  });
});
