import type { CompatibilityIssue, ConfiguratorSlot } from '../../domain';
import { useIntl } from '../../i18n';
import { Link } from '../Link';

/**
 * A complete build's blocker (SPEC §8 "Saved builds", "Cart line"): the rule's sentence,
 * which names the parts, and a link back to the customiser on the step that fixes it.
 */
export function IncompatibleNote({ issue, step, href }: { issue: CompatibilityIssue; step: ConfiguratorSlot; href: string | undefined }) {
  const intl = useIntl();
  const sentence = intl.formatMessage({ id: issue.message.id }, issue.message.values);
  return (
    <>
      {intl.formatMessage({ id: 'blockedBuild.incompatible' }, { issue: sentence })}
      {href ? (
        <>
          {' '}
          <Link href={href}>{intl.formatMessage({ id: 'blockedBuild.fix' }, { step: intl.formatMessage({ id: `configurator.slot.${step}` }) })}</Link>
        </>
      ) : null}
    </>
  );
}
