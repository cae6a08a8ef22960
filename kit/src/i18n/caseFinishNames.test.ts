import { describe, expect, it } from 'vitest';
import { caseFinishMessageId, caseFinishes } from '../domain';
import { localeTags } from '../domain/storefronts';
import { createIntl } from './createIntl';
import { kitMessages } from './messages';

describe('case finish names', () => {
  it.each(localeTags)('names every finish in the kit’s %s catalogue, each differently', (locale) => {
    const intl = createIntl({
      locale,
      messages: kitMessages[locale],
      onError: (error) => {
        throw error;
      },
    });
    const names = caseFinishes.map((finish) => intl.formatMessage({ id: caseFinishMessageId(finish) }));
    names.forEach((name, i) => expect(name, caseFinishes[i]).not.toMatch(/caseFinish/));
    expect(new Set(names).size).toBe(caseFinishes.length);
  });

  it('reads as the shop says it', () => {
    const name = (locale: (typeof localeTags)[number]) =>
      createIntl({
        locale,
        messages: kitMessages[locale],
        onError: (error) => {
          throw error;
        },
      }).formatMessage({ id: caseFinishMessageId('white') });
    expect(name('en-GB')).toBe('White');
    expect(name('de-DE')).toBe('Weiß');
    expect(name('fr-FR')).toBe('Blanc');
  });
});
