import { Link, useIntl } from '@rigsmith/kit';
import { AccountShell } from './AccountShell';
import * as styles from './account.css';

/**
 * SPEC §2 "Saved builds: view all gaming PCs, view all models, create your own PC". Saving
 * builds comes with the configurator (issue #4), so the list is empty for now and the
 * screen offers the ways to find or make one. The shop has no models index page: the
 * by-budget view, which groups every build, stands in for "all models".
 */
const ways = [
  { id: 'viewGamingPcs', href: '/gaming-pcs' },
  { id: 'viewModels', href: '/gaming-pcs/by-budget' },
  { id: 'createYourOwn', href: '/custom-pc-builder/customiser' },
] as const;

export function SavedBuildsScreen() {
  const intl = useIntl();
  return (
    <AccountShell tab="savedBuilds">
      <p className={styles.notice}>{intl.formatMessage({ id: 'savedBuildsScreen.empty' })}</p>
      <ul className={styles.linkList}>
        {ways.map((way) => (
          <li key={way.id}>
            <Link href={way.href} variant="button">
              {intl.formatMessage({ id: `savedBuildsScreen.${way.id}` })}
            </Link>
          </li>
        ))}
      </ul>
    </AccountShell>
  );
}
