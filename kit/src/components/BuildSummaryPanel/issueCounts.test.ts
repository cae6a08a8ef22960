import { describe, expect, it } from 'vitest';
import { createIntl, kitMessages } from '../../i18n';
import type { LocaleTag } from '../../domain';
import { issueCountsText } from './issueCounts';

const intlFor = (locale: LocaleTag) => createIntl({ locale, messages: kitMessages[locale] });

describe('issueCountsText', () => {
  it('says there are no issues when there are none', () => {
    expect(issueCountsText(intlFor('en-GB'), { blockers: 0, warnings: 0 })).toBe('No issues');
  });

  it('names only what there is, and joins both the locale’s way', () => {
    const intl = intlFor('en-GB');
    expect(issueCountsText(intl, { blockers: 2, warnings: 0 })).toBe('2 issues');
    expect(issueCountsText(intl, { blockers: 0, warnings: 1 })).toBe('1 warning');
    expect(issueCountsText(intl, { blockers: 1, warnings: 2 })).toBe('1 issue and 2 warnings');
    expect(issueCountsText(intlFor('de-DE'), { blockers: 1, warnings: 2 })).toMatch(/ und /);
  });
});
