import { Link, useIntl } from '@rigsmith/kit';
import { useLocation } from 'wouter';
import * as styles from './DefaultLayout.css';

type Section = { id: string; href: string; label: string; matches: (path: string) => boolean };

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The shop's sections; the most specific match wins, so "By budget" is not also "Gaming PCs". */
const sections: Section[] = [
  { id: 'gaming-pcs', href: '/gaming-pcs', label: 'nav.gamingPcs', matches: (path) => path === '/gaming-pcs' },
  { id: 'by-budget', href: '/gaming-pcs/by-budget', label: 'nav.byBudget', matches: under('/gaming-pcs/by-budget') },
  { id: 'by-fps', href: '/gaming-pcs/by-fps', label: 'nav.byFps', matches: under('/gaming-pcs/by-fps') },
  { id: 'games', href: '/games', label: 'nav.games', matches: under('/games') },
];

/**
 * The header's primary navigation. Kit links route client-side; the current section is
 * marked with `aria-current="page"`. Below the full header it is behind "Menu" (`HeaderMenu`).
 */
export function PrimaryNav() {
  const intl = useIntl();
  const [path] = useLocation();
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className={styles.primaryNav}>
      <ul className={styles.primaryList}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={section.href} className={styles.primaryLink} aria-current={section.matches(path) ? 'page' : undefined}>
              {intl.formatMessage({ id: section.label })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
