import { useId } from 'react';
import { useParams } from 'wouter';
import { FormNotice, Button, Link, Money, OrderActions, OrderDetails, OrderStatusBadge, OrderTimeline, useIntl } from '@rigsmith/kit';
import { useAdminOrder, useOrderAction } from '@rigsmith/kit/hooks';
import { cancelRefunds, type AdminOrderDetail, type CarrierCode, type CountryCode, type OrderHistoryEntry } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { withShownRefusal } from './shownRefusal';
import * as styles from './admin.css';

/** The carrier the workshop usually ships with in each country, picked first in the ship form. */
const usualCarrier: Record<CountryCode, CarrierCode> = {
  GB: 'royal_mail',
  FR: 'colissimo',
  IT: 'poste_italiane',
  ES: 'correos',
  DE: 'dhl',
};

/**
 * One order in the back office: who bought it and from which storefront, the payment, what
 * can be done next (confirm, ship, deliver, cancel), its timeline, and its lines with each
 * build's parts, the address and the totals.
 */
export function AdminOrderScreen() {
  const intl = useIntl();
  const { id: rawId = '' } = useParams<{ id: string }>();
  const id = Number(rawId);
  const order = useAdminOrder(id);
  const title = order.data ? intl.formatMessage({ id: 'adminOrder.title' }, { reference: order.data.order.reference }) : '';
  useDocumentTitle(title);

  return (
    <>
      <Link href="/admin">{intl.formatMessage({ id: 'adminOrder.back' })}</Link>
      {order.data ? (
        <OrderView detail={order.data} title={title} />
      ) : order.error ? (
        <FormNotice tone="error" title={intl.formatMessage({ id: order.error.status === 404 ? 'adminOrder.notFound' : 'adminOrder.loadError' })}>
          {order.error.status === 404 ? null : (
            <Button variant="secondary" onPress={() => void order.mutate()}>
              {intl.formatMessage({ id: 'adminLayout.retry' })}
            </Button>
          )}
        </FormNotice>
      ) : (
        <p role="status" className={styles.notice}>
          {intl.formatMessage({ id: 'adminOrder.loading' })}
        </p>
      )}
    </>
  );
}

function OrderView({ detail, title }: { detail: AdminOrderDetail; title: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `adminOrder.${id}` }, values);
  const ids = { customer: useId(), payment: useId(), actions: useId(), timeline: useId() };
  const action = useOrderAction(detail.order.id);
  const { order, payment } = detail;
  const address = order.shipping_address;

  return (
    <>
      <div className={styles.listHead}>
        <h1 className={styles.title}>{title}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className={styles.columns}>
        <section aria-labelledby={ids.customer} className={styles.card}>
          <h2 id={ids.customer} className={styles.sectionTitle}>
            {t('customer')}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('customer')}</dt>
            <dd>{`${address.first_name} ${address.last_name}`}</dd>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${detail.email}`}>{detail.email}</a>
            </dd>
            <dt>{t('storefront')}</dt>
            <dd>{intl.formatDisplayName(detail.storefront, { type: 'region' }) ?? detail.storefront}</dd>
          </dl>
        </section>
        <section aria-labelledby={ids.payment} className={styles.card}>
          <h2 id={ids.payment} className={styles.sectionTitle}>
            {t('payment')}
          </h2>
          {payment ? (
            <dl className={styles.facts}>
              <dt>{t('paymentStatus')}</dt>
              <dd>{t(`paymentStatus.${payment.status}`)}</dd>
              <dt>{t('amount')}</dt>
              <dd>
                <Money value={payment.amount} />
              </dd>
              <dt>{t('card')}</dt>
              <dd>{t('cardEnding', { brand: payment.card_brand.toUpperCase(), last4: payment.card_last4 })}</dd>
              <dt>{t('paymentReference')}</dt>
              <dd>{payment.reference}</dd>
            </dl>
          ) : (
            <p className={styles.notice}>{t('noPayment')}</p>
          )}
        </section>
      </div>
      <section aria-labelledby={ids.actions} className={styles.card}>
        <h2 id={ids.actions} className={styles.sectionTitle}>
          {t('actions')}
        </h2>
        <OrderActions
          actions={detail.actions}
          refundsOnCancel={cancelRefunds(order.status)}
          defaultCarrier={usualCarrier[detail.storefront]}
          onConfirm={() => withShownRefusal(action.confirm())}
          onShip={(body) => withShownRefusal(action.ship(body))}
          onDeliver={(body) => withShownRefusal(action.deliver(body))}
          shippedOn={shippedOn(detail.history)}
          onCancel={(body) => withShownRefusal(action.cancel(body))}
        />
      </section>
      <section aria-labelledby={ids.timeline} className={styles.card}>
        <h2 id={ids.timeline} className={styles.sectionTitle}>
          {t('timeline')}
        </h2>
        <OrderTimeline history={detail.history} aria-label={t('timeline')} />
      </section>
      <OrderDetails order={order} headingLevel={2} />
    </>
  );
}

/** The day the order last shipped (YYYY-MM-DD, UTC as the server compares it), if it has. */
function shippedOn(history: readonly OrderHistoryEntry[]): string | undefined {
  return history.findLast((entry) => entry.status === 'shipped')?.at.slice(0, 10);
}
