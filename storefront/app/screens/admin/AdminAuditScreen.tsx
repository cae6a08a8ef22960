import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AuditLogTable, Button, Link, TextField, useIntl } from '@rigsmith/kit';
import { useAuditLog } from '@rigsmith/kit/hooks';
import { pageCountOf } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { ADMIN_PER_PAGE, adminListHref } from './adminQuery';
import { auditQueryFromSearch, isAuditSubject } from './adminTeamQuery';
import * as styles from './admin.css';

const AUDIT_PATH = '/admin/audit';

/**
 * The audit log, newest first, a page at a time, optionally one record's entries
 * ('order:42', the filter the API has); both in the URL like the other lists.
 */
export function AdminAuditScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminAudit.${id}` });
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => auditQueryFromSearch(search), [search]);
  const log = useAuditLog(useMemo(() => ({ ...query, per_page: ADMIN_PER_PAGE }), [query]));
  const [subjectError, setSubjectError] = useState<string | undefined>();
  const title = t('title');
  useDocumentTitle(title);

  const data = log.data;
  const pageCount = pageCountOf(data);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const subject = String(new FormData(event.currentTarget).get('subject') ?? '')
      .trim()
      .toLowerCase();
    if (subject && !isAuditSubject(subject)) {
      setSubjectError(t('subjectInvalid'));
      return;
    }
    setSubjectError(undefined);
    navigate(adminListHref(AUDIT_PATH, { subject: subject || undefined }));
  };

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <form key={search} role="search" aria-label={t('filters')} noValidate onSubmit={submit} className={styles.filters}>
        <TextField
          type="search"
          name="subject"
          label={t('subject')}
          description={t('subjectHint')}
          errorMessage={subjectError}
          defaultValue={query.subject ?? ''}
        />
        <Button type="submit">{t('apply')}</Button>
        {query.subject ? <Link href={AUDIT_PATH}>{t('clear')}</Link> : null}
      </form>
      <p role="status" className={styles.notice}>
        {data ? intl.formatMessage({ id: 'adminAudit.count' }, { count: data.count }) : ''}
      </p>
      <AuditLogTable
        entries={data?.items}
        isError={Boolean(log.error) && !data}
        onRetry={() => void log.mutate()}
        page={query.page ?? 1}
        pageCount={pageCount}
        hrefForPage={(page) => adminListHref(AUDIT_PATH, { ...query, page })}
      />
    </>
  );
}
