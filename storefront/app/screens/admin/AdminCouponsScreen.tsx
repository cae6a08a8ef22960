import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button, CouponForm, CouponTable, Link, Pagination, TextField, useIntl } from '@rigsmith/kit';
import { useAdminCoupons, useCreateCoupon, useExpireCoupon, useUpdateCoupon } from '@rigsmith/kit/hooks';
import { adminCouponStatuses, pageCountOf, type CreateCouponRequest } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useToday } from '../../shared/today';
import { ADMIN_PER_PAGE, adminListHref } from './adminQuery';
import { couponQueryFromSearch } from './couponQuery';
import { FilterSelect } from './FilterSelect';
import { withShownRefusal } from './shownRefusal';
import * as styles from './admin.css';

const COUPONS_PATH = '/admin/coupons';

/**
 * The owner's coupons: the list (search by code, filter by status, in the URL like the
 * other lists) with Edit (use limit, last day) and Expire, and "New coupon", which opens the create form. A created coupon
 * is announced and the form closes; a refusal (a duplicate code) keeps what was typed.
 */
export function AdminCouponsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `adminCoupons.screen.${id}` }, values);
  const search = useSearch();
  const [, navigate] = useLocation();
  const ids = { form: useId(), created: useId() };
  const query = useMemo(() => couponQueryFromSearch(search), [search]);
  const coupons = useAdminCoupons(useMemo(() => ({ ...query, per_page: ADMIN_PER_PAGE }), [query]));
  const { create, pending } = useCreateCoupon();
  const { expire } = useExpireCoupon();
  const { update } = useUpdateCoupon();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const title = t('title');
  useDocumentTitle(title);

  const data = coupons.data;
  const pageCount = pageCountOf(data);
  // The form's first day: today in UTC, as the coupon's dates are (stories pin the day).
  const today = useToday().toISOString().slice(0, 10);

  const submitFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = couponQueryFromSearch(new URLSearchParams({ q: String(form.get('q') ?? ''), status: String(form.get('status') ?? '') }).toString());
    navigate(adminListHref(COUPONS_PATH, next));
  };

  // A refusal rejects to the form, which shows it and keeps what was typed.
  const submitCoupon = async (coupon: CreateCouponRequest) => {
    const saved = await withShownRefusal(create(coupon));
    setCreating(false);
    setCreated(t('created', { code: saved.code }));
    document.getElementById(ids.created)?.focus();
  };

  return (
    <>
      <div className={styles.listHead}>
        <h1 className={styles.title}>{title}</h1>
        <Button
          variant={creating ? 'secondary' : 'primary'}
          aria-expanded={creating}
          aria-controls={creating ? ids.form : undefined}
          onPress={() => {
            setCreating(!creating);
            setCreated(null);
          }}
        >
          {creating ? t('closeForm') : t('new')}
        </Button>
      </div>
      <p id={ids.created} role="status" tabIndex={-1} className={styles.notice}>
        {created ?? ''}
      </p>
      {creating ? (
        <section id={ids.form} aria-labelledby={`${ids.form}-title`} className={styles.card}>
          <h2 id={`${ids.form}-title`} className={styles.sectionTitle}>
            {t('new')}
          </h2>
          <CouponForm today={today} onSubmit={submitCoupon} isSubmitting={pending} />
        </section>
      ) : null}
      {/* Keyed by the query: Back and Forward show the fields of the list they return to. */}
      <form key={search} role="search" aria-label={t('filters')} onSubmit={submitFilters} className={styles.filters}>
        <TextField type="search" name="q" label={t('search')} description={t('searchHint')} defaultValue={query.q ?? ''} />
        <FilterSelect
          name="status"
          label={t('status')}
          anyLabel={t('anyStatus')}
          defaultValue={query.status}
          options={adminCouponStatuses.map((status) => ({ value: status, label: intl.formatMessage({ id: `adminCoupons.table.status.${status}` }) }))}
        />
        <Button type="submit">{t('apply')}</Button>
        {Object.keys(query).length > 0 ? <Link href={COUPONS_PATH}>{t('clear')}</Link> : null}
      </form>
      <p role="status" className={styles.notice}>
        {data ? t('count', { count: data.count }) : ''}
      </p>
      <CouponTable
        rows={data?.items}
        isError={Boolean(coupons.error) && !data}
        onRetry={() => void coupons.mutate()}
        onExpire={async (coupon) => {
          await withShownRefusal(expire(coupon.id));
        }}
        onUpdate={async (coupon, change) => {
          await withShownRefusal(update(change, coupon.id));
        }}
      />
      {data && pageCount > 1 ? (
        <Pagination page={query.page ?? 1} pageCount={pageCount} hrefForPage={(page) => adminListHref(COUPONS_PATH, { ...query, page })} />
      ) : null}
    </>
  );
}
