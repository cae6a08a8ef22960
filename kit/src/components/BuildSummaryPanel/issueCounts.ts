import type { IntlShape } from '../../i18n';

/**
 * The build's compatibility state in words, as the build summary and a phone's step bar both
 * say it: "No issues", or the blockers and warnings joined the locale's way ("1 issue and
 * 2 warnings", "1 problème et 2 avertissements").
 *
 * @param intl The shopper's `useIntl()`, whose configurator messages are loaded.
 * @param counts How many blockers (compatibility errors) and warnings the build has.
 */
export function issueCountsText(intl: IntlShape, { blockers, warnings }: { blockers: number; warnings: number }): string {
  if (blockers === 0 && warnings === 0) return intl.formatMessage({ id: 'configurator.summary.noIssues' });
  return intl.formatList(
    [
      blockers > 0 ? intl.formatMessage({ id: 'configurator.summary.blockers' }, { count: blockers }) : null,
      warnings > 0 ? intl.formatMessage({ id: 'configurator.summary.warnings' }, { count: warnings }) : null,
    ].filter((text): text is string => text !== null),
    { type: 'conjunction' },
  );
}
