import { describe, expect, it } from 'vitest';
import { mergeCatalogues, type Catalogues } from './mergeCatalogues';

const catalogues = (messages: Record<string, string>): Catalogues => ({
  'en-GB': messages,
  'fr-FR': messages,
  'it-IT': messages,
  'es-ES': messages,
  'de-DE': messages,
});

describe('mergeCatalogues', () => {
  it('joins the areas of every locale', () => {
    const merged = mergeCatalogues(catalogues({ a: 'A' }), catalogues({ b: 'B' }));
    expect(merged['it-IT']).toEqual({ a: 'A', b: 'B' });
  });

  it('refuses an id two areas define, naming it', () => {
    expect(() => mergeCatalogues(catalogues({ a: 'A' }), catalogues({ a: 'again' }))).toThrow(/"a" is defined twice in the en-GB/);
  });
});
