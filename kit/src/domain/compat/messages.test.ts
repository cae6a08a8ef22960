/**
 * Every issue the engine can raise reads well in all five languages: each `compat.<rule>`
 * message exists in every kit catalogue, parses as ICU, and formats with the values the
 * rule gives (no placeholder left over, no value missing).
 */
import { createIntl } from '../../i18n/createIntl';
import { describe, expect, it } from 'vitest';
import { kitMessages } from '../../i18n/messages';
import { localeTags } from '../storefronts';
import { checkCompatibility } from './engine';
import { seededRandom, wildBuild } from './fixtures/random';
import { ruleCodes, type CompatibilityIssue, type IssueCode } from './types';

// One example of each rule's issue, from random builds of real parts.
const examples = new Map<IssueCode, CompatibilityIssue[]>();
const random = seededRandom(4);
for (let attempt = 0; attempt < 4000 && examples.size < ruleCodes.length; attempt += 1) {
  for (const issue of checkCompatibility(wildBuild(random))) {
    const list = examples.get(issue.rule) ?? [];
    if (list.length < 5) examples.set(issue.rule, [...list, issue]);
  }
}

describe('compat messages', () => {
  it('random builds raise every rule, so every message is formatted below', () => {
    expect(ruleCodes.filter((code) => !examples.has(code))).toEqual([]);
  });

  describe.each([...localeTags])('%s', (locale) => {
    const messages = kitMessages[locale];
    const intl = createIntl({
      locale,
      messages,
      onError: (error) => {
        throw error;
      },
    });

    it.each([...ruleCodes])('compat.%s formats with the rule’s values', (code) => {
      expect(messages[`compat.${code}`]).toBeTruthy();
      for (const issue of examples.get(code) ?? []) {
        const text = intl.formatMessage({ id: issue.message.id }, issue.message.values);
        expect(text).not.toMatch(/[{}]/);
        // Every part named in the values appears in the sentence.
        for (const [key, value] of Object.entries(issue.message.values)) {
          if (['cpu', 'board', 'case', 'psu', 'gpu', 'cooler', 'memory', 'monitor', 'part', 'other'].includes(key))
            expect(text).toContain(String(value));
        }
      }
    });
  });
});
