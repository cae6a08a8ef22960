import { carriers, formatPhone, isCountryCode, type Order, type OrderItem } from '../../domain';
import { useId } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Money, useIntl } from '../../i18n';
import { AddressLines } from '../internal/AddressLines';
import * as linkStyles from '../Link/Link.css';
import * as styles from './OrderDetails.css';

export type OrderDetailsTab = 'components' | 'accessories';

export type OrderDetailsProps = {
  /** The order as the account API sends it: its components and accessories (one tab each), totals and status. */
  order: Order;
  /** The open tab (controlled). */
  tab?: OrderDetailsTab;
  /** The tab open at first (uncontrolled). @default 'components' */
  defaultTab?: OrderDetailsTab;
  /** Called with the tab the shopper opened. */
  onTabChange?: (tab: OrderDetailsTab) => void;
  /** Level of the sections' headings. @default 2 */
  headingLevel?: 2 | 3;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/** Components: builds (with their parts) and parts bought alone; Accessories: the rest. */
function itemsOf(order: Order, tab: OrderDetailsTab): OrderItem[] {
  return order.items.filter((item) => (tab === 'accessories' ? item.product_class === 'accessory' : item.product_class !== 'accessory'));
}

/** The tracking number, as a link to the carrier's page for the parcel once it has one. */
function Tracking({ order }: { order: Order }) {
  const intl = useIntl();
  if (!order.tracking_number) return <dd>{intl.formatMessage({ id: 'orderDetails.noTracking' })}</dd>;
  if (!order.carrier || !order.tracking_url) return <dd className={styles.mono}>{order.tracking_number}</dd>;
  const carrier = carriers[order.carrier].name;
  return (
    <dd>
      {carrier}{' '}
      <a
        href={order.tracking_url}
        // The carrier's own site: a plain anchor, not the shop's client-side routing.
        className={`${styles.mono} ${linkStyles.link}`}
        aria-label={intl.formatMessage({ id: 'orderDetails.trackWith' }, { number: order.tracking_number, carrier })}
      >
        {order.tracking_number}
      </a>
    </dd>
  );
}

/**
 * One order (SPEC §2 "Order details has Components and Accessories tabs", §3 "Order"): its
 * status, dates, tracking number (a link to the carrier's page), delivery address, totals
 * and status history, and its items in two tabs
 * (Radix Tabs: arrow keys between tabs, the panel in the tab order). Everything is the
 * order's snapshot from when it was placed.
 *
 * @selector [data-status="<order status>"] on the root
 */
export function OrderDetails({ order, tab, defaultTab = 'components', onTabChange, headingLevel = 2, className }: OrderDetailsProps) {
  const intl = useIntl();
  const ids = { facts: useId(), address: useId(), totals: useId(), history: useId() };
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const date = (iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' });
  const moment = (iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  const address = order.shipping_address;
  const countryName = intl.formatDisplayName(address.country, { type: 'region', fallback: 'code' }) ?? address.country;

  return (
    <div className={className ? `${styles.details} ${className}` : styles.details} data-status={order.status}>
      <div className={styles.overview}>
        <section aria-labelledby={ids.facts} className={styles.card}>
          <Heading id={ids.facts} className={styles.heading}>
            {intl.formatMessage({ id: 'orderDetails.summary' })}
          </Heading>
          <dl className={styles.facts}>
            <div>
              <dt>{intl.formatMessage({ id: 'orderDetails.status' })}</dt>
              <dd data-part="status">{intl.formatMessage({ id: `orderStatus.${order.status}` })}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'orderDetails.placed' })}</dt>
              <dd>{date(order.created_at)}</dd>
            </div>
            {order.delivered_on ? (
              <div>
                <dt>{intl.formatMessage({ id: 'orderDetails.deliveredOn' })}</dt>
                <dd>{date(order.delivered_on)}</dd>
              </div>
            ) : (
              <>
                <div>
                  <dt>{intl.formatMessage({ id: 'orderDetails.shipDate' })}</dt>
                  <dd>{date(order.estimated_ship_date)}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage({ id: 'orderDetails.expectedDelivery' })}</dt>
                  <dd>{date(order.expected_delivery_date)}</dd>
                </div>
              </>
            )}
            <div>
              <dt>{intl.formatMessage({ id: 'orderDetails.tracking' })}</dt>
              <Tracking order={order} />
            </div>
          </dl>
        </section>
        <section aria-labelledby={ids.address} className={styles.card}>
          <Heading id={ids.address} className={styles.heading}>
            {intl.formatMessage({ id: 'orderDetails.deliveryAddress' })}
          </Heading>
          <address className={styles.address}>
            {address.first_name} {address.last_name}
            <br />
            <AddressLines address={address} countryName={countryName} />
            <br />
            {intl.formatMessage(
              { id: 'orderDetails.phone' },
              { phone: formatPhone(order.phone_number, isCountryCode(address.country) ? address.country : undefined) },
            )}
          </address>
        </section>
        <section aria-labelledby={ids.totals} className={styles.card}>
          <Heading id={ids.totals} className={styles.heading}>
            {intl.formatMessage({ id: 'orderDetails.totals' })}
          </Heading>
          <dl className={styles.totals}>
            <div>
              <dt>{intl.formatMessage({ id: 'cartSummary.subtotal' })}</dt>
              <dd>
                <Money value={order.subtotal} />
              </dd>
            </div>
            {order.discount.amount > 0 ? (
              <div>
                <dt>
                  {order.coupon
                    ? intl.formatMessage({ id: 'cartSummary.discountWithCode' }, { code: order.coupon })
                    : intl.formatMessage({ id: 'cartSummary.discount' })}
                </dt>
                <dd>{intl.formatMessage({ id: 'cartSummary.minus' }, { amount: <Money key="discount" value={order.discount} /> })}</dd>
              </div>
            ) : null}
            <div>
              <dt>{intl.formatMessage({ id: 'cartSummary.shipping' })}</dt>
              <dd>{order.shipping_price.amount === 0 ? intl.formatMessage({ id: 'cartSummary.free' }) : <Money value={order.shipping_price} />}</dd>
            </div>
            <div data-part="total">
              <dt>{intl.formatMessage({ id: 'cartSummary.total' })}</dt>
              <dd>
                <Money value={order.total} />
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'cartSummary.vat' })}</dt>
              <dd>
                <Money value={order.vat} />
              </dd>
            </div>
          </dl>
        </section>
      </div>

      {order.history.length > 0 ? (
        <section aria-labelledby={ids.history} className={styles.card}>
          <Heading id={ids.history} className={styles.heading}>
            {intl.formatMessage({ id: 'orderDetails.history' })}
          </Heading>
          <ol className={styles.history}>
            {order.history.map((entry) => (
              <li key={`${entry.status}-${entry.at}`} data-status={entry.status}>
                <span className={styles.historyStatus}>{intl.formatMessage({ id: `orderStatus.${entry.status}` })}</span>{' '}
                <time dateTime={entry.at} className={styles.historyTime}>
                  {moment(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <Tabs.Root
        className={styles.tabs}
        value={tab}
        defaultValue={tab === undefined ? defaultTab : undefined}
        onValueChange={(value) => onTabChange?.(value as OrderDetailsTab)}
      >
        <Tabs.List className={styles.tabList} aria-label={intl.formatMessage({ id: 'orderDetails.items' })}>
          {(['components', 'accessories'] as const).map((name) => (
            <Tabs.Trigger key={name} value={name} className={styles.tab}>
              {intl.formatMessage({ id: `orderDetails.tab.${name}` }, { count: itemsOf(order, name).length })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {(['components', 'accessories'] as const).map((name) => {
          const items = itemsOf(order, name);
          return (
            <Tabs.Content key={name} value={name} className={styles.panel}>
              {items.length === 0 ? (
                <p className={styles.empty}>{intl.formatMessage({ id: `orderDetails.empty.${name}` })}</p>
              ) : (
                <ul className={styles.items}>
                  {items.map((item) => (
                    <li key={item.id} className={styles.item}>
                      <div className={styles.itemHeader}>
                        <SubHeading className={styles.itemName}>{item.name}</SubHeading>
                        <p className={styles.itemFigures}>
                          {intl.formatMessage(
                            { id: 'orderDetails.itemFigures' },
                            {
                              quantity: item.quantity,
                              price: <Money key="price" value={item.price} />,
                              total: <Money key="total" value={item.total} />,
                            },
                          )}
                        </p>
                      </div>
                      <p className={styles.itemReference}>{intl.formatMessage({ id: 'cartLine.reference' }, { reference: item.reference })}</p>
                      {item.components.length > 0 ? (
                        <ul className={styles.components} aria-label={intl.formatMessage({ id: 'orderDetails.componentsOf' }, { name: item.name })}>
                          {item.components.map((component) => (
                            <li key={`${component.reference}-${component.category}`}>
                              {component.amount > 1 ? `${component.amount} × ` : ''}
                              {component.name}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
