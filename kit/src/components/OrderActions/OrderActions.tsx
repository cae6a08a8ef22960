import { useId, useState, type FormEvent } from 'react';
import { carrierCodes, carriers, normaliseTrackingNumber, type CarrierCode } from '../../domain/commerce/carriers';
import type { OrderEvent } from '../../domain/commerce/orderStatus';
import type { CancelOrderRequest, DeliverOrderRequest, ShipOrderRequest } from '../../domain/contract/admin';
import { toIsoDate } from '../../domain/shipping';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { FormNotice } from '../FormNotice';
import { RefusalNotice } from '../internal/RefusalNotice';
import { TextField } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as fields from '../internal/fields.css';
import { rejectionOf, type Rejection } from '../internal/rejection';
import { useFocusRequest } from '../internal/useFocusRequest';
import * as styles from './OrderActions.css';

type StaffEvent = Exclude<OrderEvent, 'pay'>;
/** The events that ask for details in a form before they are sent. */
type DetailedEvent = 'ship' | 'deliver' | 'cancel';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export type OrderActionsProps = {
  /** What the signed-in staff member may do now (`AdminOrderDetail.actions`), in the order to show them. */
  actions: readonly OrderEvent[];
  /** The order is paid, so a cancel refunds it (`cancelRefunds(status)`): the cancel form says so. */
  refundsOnCancel: boolean;
  /** Each resolves once the server has moved the order, or rejects with its error (`message`, `fields`), which is shown. */
  onConfirm: () => Promise<void>;
  /** Marks the order shipped with the ship form's carrier and tracking number; resolves or rejects like `onConfirm`. */
  onShip: (body: ShipOrderRequest) => Promise<void>;
  /** Marks the order delivered on the day chosen (not before `shippedOn`, not after `today`); resolves or rejects like `onConfirm`. */
  onDeliver: (body: DeliverOrderRequest) => Promise<void>;
  /** Cancels the order with the reason typed in the cancel form (refunding it when `refundsOnCancel`); resolves or rejects like `onConfirm`. */
  onCancel: (body: CancelOrderRequest) => Promise<void>;
  /** The day the order shipped (YYYY-MM-DD): the delivery day cannot be earlier. */
  shippedOn?: string;
  /** Today (YYYY-MM-DD, UTC like the server): the delivery day's default and latest value. @default today */
  today?: string;
  /** The carriers offered, in order. @default every carrier */
  carriers?: readonly CarrierCode[];
  /** The carrier chosen at first (the storefront's usual one). @default the first offered */
  defaultCarrier?: CarrierCode;
  /** Level of the ship and cancel forms' titles: one below the heading the component sits under. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * A staff member's buttons for the events an order can take next (domain/commerce/orderStatus.ts).
 * Confirm acts at once; "Mark shipped" opens a form for the carrier and tracking number,
 * "Mark delivered" one for the day it arrived (today unless changed; not in the future, not
 * before it shipped) and "Cancel" one for the reason, saying whether a refund follows. A refusal shows
 * the server's message (and its field texts next to their fields) and keeps what was typed;
 * success is announced and the form closes. Keyboard: a form takes focus when it opens and
 * gives it back to its button when closed.
 *
 * @selector [data-open="ship|deliver|cancel"] on the root while a form is open
 */
export function OrderActions({
  actions,
  refundsOnCancel,
  onConfirm,
  onShip,
  onDeliver,
  onCancel,
  shippedOn,
  today = toIsoDate(new Date()),
  carriers: offered = carrierCodes,
  defaultCarrier,
  headingLevel = 3,
  className,
}: OrderActionsProps) {
  const Heading = `h${headingLevel}` as const;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `orderActions.${id}` }, values);
  const baseId = useId();
  const idOf = (part: string) => `${baseId}-${part}`;
  const [open, setOpen] = useState<DetailedEvent | null>(null);
  const [pending, setPending] = useState<StaffEvent | null>(null);
  const [refusal, setRefusal] = useState<Rejection | null>(null);
  const [done, setDone] = useState<StaffEvent | null>(null);
  const [carrier, setCarrier] = useState<CarrierCode>(defaultCarrier ?? offered[0] ?? 'dpd');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [deliveredOn, setDeliveredOn] = useState(today);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const requestFocus = useFocusRequest();
  const setFocusTarget = (part: string) => requestFocus(idOf(part));

  const staffActions = actions.filter((event): event is StaffEvent => event !== 'pay');

  const firstField = { ship: 'carrier', deliver: 'delivered-on', cancel: 'reason' } as const;
  const toggle = (form: DetailedEvent) => {
    setRefusal(null);
    setChecked({});
    setDone(null);
    setOpen(open === form ? null : form);
    setFocusTarget(open === form ? `${form}-button` : firstField[form]);
  };
  const close = () => {
    const form = open;
    setOpen(null);
    setRefusal(null);
    setChecked({});
    setFocusTarget(`${form}-button`);
  };

  async function run(event: StaffEvent, send: () => Promise<void>) {
    setPending(event);
    setRefusal(null);
    setDone(null);
    try {
      await send();
      setOpen(null);
      setTracking('');
      setReason('');
      setDeliveredOn(today);
      setChecked({});
      setDone(event);
      setFocusTarget('status');
    } catch (error) {
      // What was typed stays; the server's field texts go next to their fields.
      setRefusal(rejectionOf(error));
      setFocusTarget('refusal');
    } finally {
      setPending(null);
    }
  }

  const submitShip = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = normaliseTrackingNumber(tracking);
    if (!cleaned) {
      setChecked({ tracking_number: t(tracking.trim() ? 'trackingInvalid' : 'trackingRequired') });
      setFocusTarget('tracking');
      return;
    }
    setChecked({});
    void run('ship', () => onShip({ carrier, tracking_number: cleaned }));
  };

  const submitDeliver = (event: FormEvent) => {
    event.preventDefault();
    // ISO days compare as text.
    const problem = !isoDay.test(deliveredOn)
      ? t('deliveredOnRequired')
      : deliveredOn > today
        ? t('deliveredInFuture')
        : shippedOn && deliveredOn < shippedOn
          ? t('deliveredBeforeShipping', { shippedOn: intl.formatDate(`${shippedOn}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) })
          : null;
    if (problem) {
      setChecked({ delivered_on: problem });
      setFocusTarget('delivered-on');
      return;
    }
    setChecked({});
    void run('deliver', () => onDeliver({ delivered_on: deliveredOn }));
  };

  const submitCancel = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setChecked({ reason: t('reasonRequired') });
      setFocusTarget('reason');
      return;
    }
    setChecked({});
    void run('cancel', () => onCancel({ reason: reason.trim() }));
  };

  const fieldError = (field: string) => checked[field] ?? refusal?.fields[field];
  const carrierError = fieldError('carrier');

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-open={open ?? undefined}>
      <p id={idOf('status')} role="status" tabIndex={-1} className={styles.announcement}>
        {done ? t(`done.${done}`) : ''}
      </p>
      {staffActions.length === 0 ? (
        <p className={styles.none}>{t('none')}</p>
      ) : (
        <div role="group" aria-label={t('label')} className={styles.buttons}>
          {staffActions.map((event) =>
            event !== 'confirm' ? (
              <Button
                key={event}
                id={idOf(`${event}-button`)}
                variant={event === 'cancel' ? 'danger' : 'primary'}
                aria-expanded={open === event}
                aria-controls={open === event ? idOf(`${event}-form`) : undefined}
                isDisabled={pending !== null && pending !== event}
                onPress={() => toggle(event)}
              >
                {t(event)}
              </Button>
            ) : (
              <Button
                key={event}
                variant="primary"
                isPending={pending === event}
                isDisabled={pending !== null && pending !== event}
                onPress={() => void run(event, onConfirm)}
              >
                {t(event)}
              </Button>
            ),
          )}
        </div>
      )}
      {refusal ? <RefusalNotice id={idOf('refusal')} title={t('failed')} refusal={refusal} /> : null}
      {open === 'ship' ? (
        <form id={idOf('ship-form')} className={styles.form} aria-labelledby={idOf('ship-title')} noValidate onSubmit={submitShip}>
          <Heading id={idOf('ship-title')} className={styles.formTitle}>
            {t('shipTitle')}
          </Heading>
          <div className={fieldStyles.field} data-invalid={carrierError ? true : undefined}>
            <label htmlFor={idOf('carrier')} className={fieldStyles.label}>
              {t('carrier')}
            </label>
            {carrierError ? (
              <p id={idOf('carrier-error')} className={fieldStyles.error}>
                {carrierError}
              </p>
            ) : null}
            <select
              id={idOf('carrier')}
              name="carrier"
              className={fields.select}
              value={carrier}
              onChange={(event) => setCarrier(event.target.value as CarrierCode)}
              aria-invalid={carrierError ? true : undefined}
              aria-describedby={carrierError ? idOf('carrier-error') : undefined}
            >
              {offered.map((code) => (
                <option key={code} value={code}>
                  {carriers[code].name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id={idOf('tracking')}
            name="tracking_number"
            label={t('trackingNumber')}
            description={t('trackingHint')}
            errorMessage={fieldError('tracking_number')}
            isRequired
            autoComplete="off"
            value={tracking}
            onChange={setTracking}
          />
          <FormButtons submit={t('shipSubmit')} close={t('close')} isPending={pending === 'ship'} onClose={close} />
        </form>
      ) : null}
      {open === 'deliver' ? (
        <form id={idOf('deliver-form')} className={styles.form} aria-labelledby={idOf('deliver-title')} noValidate onSubmit={submitDeliver}>
          <Heading id={idOf('deliver-title')} className={styles.formTitle}>
            {t('deliverTitle')}
          </Heading>
          <TextField
            id={idOf('delivered-on')}
            name="delivered_on"
            type="date"
            label={t('deliveredOn')}
            description={t('deliveredOnHint')}
            errorMessage={fieldError('delivered_on')}
            isRequired
            value={deliveredOn}
            onChange={setDeliveredOn}
          />
          <FormButtons submit={t('deliverSubmit')} close={t('close')} isPending={pending === 'deliver'} onClose={close} />
        </form>
      ) : null}
      {open === 'cancel' ? (
        <form id={idOf('cancel-form')} className={styles.form} aria-labelledby={idOf('cancel-title')} noValidate onSubmit={submitCancel}>
          <Heading id={idOf('cancel-title')} className={styles.formTitle}>
            {t('cancelTitle')}
          </Heading>
          <FormNotice tone="info">{t(refundsOnCancel ? 'refunds' : 'noRefund')}</FormNotice>
          <TextField
            id={idOf('reason')}
            name="reason"
            label={t('reason')}
            description={t('reasonHint')}
            errorMessage={fieldError('reason')}
            isRequired
            value={reason}
            onChange={setReason}
          />
          <FormButtons submit={t('cancelSubmit')} close={t('close')} isPending={pending === 'cancel'} onClose={close} danger />
        </form>
      ) : null}
    </div>
  );
}

/** A form's send button and its "Back", which closes it. */
function FormButtons({
  submit,
  close,
  isPending,
  onClose,
  danger = false,
}: {
  submit: string;
  close: string;
  isPending: boolean;
  onClose: () => void;
  danger?: boolean;
}) {
  return (
    <div className={styles.buttons}>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} isPending={isPending}>
        {submit}
      </Button>
      <Button variant="secondary" onPress={onClose}>
        {close}
      </Button>
    </div>
  );
}
