import type { ReactNode } from 'react';
import { Link, useIntl } from '@rigsmith/kit';
import { hiddenChunks } from '../commerce/hiddenChunks';
import { customiseHref } from './customiserPaths';
import * as styles from './CustomiseLink.css';

/**
 * "Customise" on a pre-built build's card: opens the customiser with its parts
 * (`?from=<reference>`), which warns first when the build is discounted. Screen readers hear
 * which build ("Customise Rigsmith Vanguard RTX 5070").
 */
export function CustomiseLink({ build }: { build: { reference: string; name: string } }) {
  const intl = useIntl();
  return (
    <Link href={customiseHref(build.reference)} className={styles.link}>
      {intl.formatMessage({ id: 'customiseLink.label' }, { name: build.name, hidden: hiddenChunks })}
    </Link>
  );
}

/** A card's actions: the cart's button, then "Customise". */
export function withCustomiseLink(build: { reference: string; name: string }, actions: ReactNode) {
  return (
    <div className={styles.actions}>
      {actions}
      <CustomiseLink build={build} />
    </div>
  );
}
