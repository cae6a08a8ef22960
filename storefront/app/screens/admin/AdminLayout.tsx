import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button, FormNotice, Link, useIntl } from '@rigsmith/kit';
import { useSession, useStaffMe } from '@rigsmith/kit/hooks';
import { staffCan, type StaffPermission } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { brand, skipLink } from '../../layouts/DefaultLayout.css';
import * as styles from './admin.css';

/** The back office's sections; each is shown only to roles that may use it (`staffCan`). */
const sections: readonly { id: string; href: string; permission: StaffPermission; current: (path: string) => boolean }[] = [
  { id: 'orders', href: '/admin', permission: 'orders.read', current: (path) => path === '/admin' || path.startsWith('/admin/orders') },
  { id: 'stock', href: '/admin/stock', permission: 'stock.read', current: (path) => path.startsWith('/admin/stock') },
  { id: 'support', href: '/admin/support', permission: 'support.answer', current: (path) => path.startsWith('/admin/support') },
  { id: 'reviews', href: '/admin/reviews', permission: 'reviews.moderate', current: (path) => path.startsWith('/admin/reviews') },
  { id: 'coupons', href: '/admin/coupons', permission: 'coupons.manage', current: (path) => path.startsWith('/admin/coupons') },
  { id: 'team', href: '/admin/team', permission: 'staff.manage', current: (path) => path.startsWith('/admin/team') },
  { id: 'audit', href: '/admin/audit', permission: 'audit.read', current: (path) => path.startsWith('/admin/audit') },
];

/**
 * The back office's own layout: a skip link, the "Back office" header with its sections
 * (those the role may use) and who is signed in with their role, then the page. The route guard has
 * already sent a guest to sign in; here a signed-in customer (403 `not_staff`) gets a clear
 * "no access" page instead of the back office, and nothing of it is fetched.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `adminLayout.${id}` }, values);
  const [path] = useLocation();
  const me = useStaffMe();
  const { logout } = useSession();
  const noAccess = me.error?.status === 403;
  const role = me.data?.role;

  return (
    <>
      <a className={skipLink} href="#admin-main">
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      <header className={styles.header}>
        <Link href="/admin" className={brand}>
          {t('title')}
        </Link>
        {me.data ? (
          <nav aria-label={t('nav')}>
            <ul className={styles.navList}>
              {sections
                .filter((section) => role !== undefined && staffCan(role, section.permission))
                .map((section) => (
                  <li key={section.id}>
                    <Link href={section.href} className={styles.navLink} aria-current={section.current(path) ? 'page' : undefined}>
                      {t(section.id)}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.staff}>
          {me.data ? <span>{t('signedInAs', { name: me.data.full_name, role: t(`role.${me.data.role}`) })}</span> : null}
          <Link href="/">{t('shopLink')}</Link>
          <Button variant="secondary" onPress={() => void logout()}>
            {t('signOut')}
          </Button>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className={styles.main}>
        {noAccess ? <NoAccess /> : me.data ? children : me.error ? <LoadFailed onRetry={() => void me.mutate()} /> : <Loading />}
      </main>
    </>
  );
}

function NoAccess() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'adminLayout.noAccessTitle' });
  useDocumentTitle(title);
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <FormNotice tone="error">{intl.formatMessage({ id: 'adminLayout.noAccess' })}</FormNotice>
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <FormNotice tone="error" title={intl.formatMessage({ id: 'adminLayout.loadError' })}>
      <Button variant="secondary" onPress={onRetry}>
        {intl.formatMessage({ id: 'adminLayout.retry' })}
      </Button>
    </FormNotice>
  );
}

function Loading() {
  const intl = useIntl();
  return (
    <p role="status" className={styles.notice}>
      {intl.formatMessage({ id: 'adminLayout.loading' })}
    </p>
  );
}
