import { useId, useState } from 'react';
import {
  ALL_STOREFRONTS,
  couponTermsMessageValues,
  currenciesOf,
  isCouponTermsMessageId,
  newCouponSchema,
  type CouponStorefronts,
  type NewCoupon,
} from '../../domain/commerce/couponTerms';
import { dayStart, endAfterDay, typedNumber } from '../../domain/commerce/couponDays';
import type { CreateCouponRequest } from '../../domain/contract/adminCoupons';
import type { FormServerError } from '../../domain';
import { countryCodes, type CountryCode, type CurrencyCode } from '../../domain/storefronts';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ChoiceGroup } from '../ChoiceGroup';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { rejectionOf } from '../internal/rejection';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as formStyles from '../internal/accountForm.css';
import * as styles from './CouponForm.css';

export type CouponFormProps = Omit<AccountFormProps<CreateCouponRequest>, 'onSubmit'> & {
  /**
   * Called with the coupon as the API takes it (code trimmed and upper-cased, money in minor
   * units, dates as UTC instants), only once the shared `newCouponSchema` accepts it. A
   * rejection with the server's error (`message`, `fields`: a duplicate code on `code`) is
   * shown like `serverError`, keeping what was typed; one without a message says nothing was saved.
   */
  onSubmit: (coupon: CreateCouponRequest) => void | Promise<void>;
  /** The start day the form opens with, `YYYY-MM-DD` (today, in the app). */
  today: string;
};

type Values = {
  code: string;
  kind: 'percent' | 'fixed';
  percent: string;
  'amount.gbp': string;
  'amount.eur': string;
  'min_subtotal.gbp': string;
  'min_subtotal.eur': string;
  /** "All storefronts" ticked; otherwise the `storefront.*` boxes say which. */
  storefronts: boolean;
  'storefront.GB': boolean;
  'storefront.FR': boolean;
  'storefront.IT': boolean;
  'storefront.ES': boolean;
  'storefront.DE': boolean;
  valid_from: string;
  valid_until: string;
  max_uses: string;
};

const fields = [
  'code',
  'percent',
  'amount.gbp',
  'amount.eur',
  'min_subtotal.gbp',
  'min_subtotal.eur',
  'storefronts',
  'valid_from',
  'valid_until',
  'max_uses',
] as const;

/** A decimal as typed ("12.50", "12,5") in minor units; NaN when it is not one, so the schema refuses it. */
function minorUnits(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+([.,]\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed.replace(',', '.')) * 100) : Number.NaN;
}

function storefrontsOf(values: Values): CouponStorefronts {
  if (values.storefronts) return ALL_STOREFRONTS;
  return countryCodes.filter((country) => values[`storefront.${country}`]);
}

function toInput(values: Values): unknown {
  const storefronts = storefrontsOf(values);
  const byCurrency = (prefix: 'amount' | 'min_subtotal') => {
    const entries = (['gbp', 'eur'] as const).flatMap((currency) => {
      const value = minorUnits(values[`${prefix}.${currency}`]);
      return value === undefined ? [] : [[currency, value] as const];
    });
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  };
  return {
    code: values.code,
    kind: values.kind,
    percent: values.kind === 'percent' ? typedNumber(values.percent) : undefined,
    amount: values.kind === 'fixed' ? byCurrency('amount') : undefined,
    min_subtotal: byCurrency('min_subtotal') ?? null,
    storefronts,
    valid_from: dayStart(values.valid_from),
    valid_until: values.valid_until.trim() === '' ? null : endAfterDay(values.valid_until),
    max_uses: values.max_uses.trim() === '' ? null : typedNumber(values.max_uses),
  };
}

/** The API's body from the checked coupon: percent back from basis points, amounts only in the currencies needed. */
function toRequest(coupon: NewCoupon): CreateCouponRequest {
  const { percent_bp, amount, ...rest } = coupon;
  return {
    ...rest,
    ...(percent_bp === null ? {} : { percent: percent_bp / 100 }),
    ...(amount === null ? {} : { amount }),
  };
}

/**
 * The owner's form for a new coupon (back office, `coupons.manage`): the code, a percentage
 * or a fixed amount in the currency of each storefront chosen (GBP for the UK, EUR for the
 * others), an optional minimum subtotal, the storefronts (all, or some), the first and last
 * day (UTC) and an optional use limit. It checks with the shared `newCouponSchema` — the
 * server's own — shows each message next to its field and in an error summary that takes
 * focus, places the server's refusal (a duplicate code on `code`) the same way, and keeps
 * everything typed when the server refuses. Native inputs and a radio group: keyboard-first.
 *
 * @selector [data-kind="percent|fixed"] on the form's fields
 */
export function CouponForm({ onSubmit, isSubmitting = false, serverError = null, today, className, 'aria-label': ariaLabel }: CouponFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `adminCoupons.form.${id}` }, values);
  const legendId = useId();
  const [rejected, setRejected] = useState<FormServerError | null>(null);
  const submit = async (coupon: NewCoupon) => {
    setRejected(null);
    try {
      await onSubmit(toRequest(coupon));
    } catch (error) {
      const { message, fields } = rejectionOf(error);
      setRejected({ message: message || t('failed'), fields });
    }
  };
  const form = useAccountForm<Values, NewCoupon>({
    initialValues: {
      code: '',
      kind: 'percent',
      percent: '',
      'amount.gbp': '',
      'amount.eur': '',
      'min_subtotal.gbp': '',
      'min_subtotal.eur': '',
      storefronts: true,
      'storefront.GB': false,
      'storefront.FR': false,
      'storefront.IT': false,
      'storefront.ES': false,
      'storefront.DE': false,
      valid_from: today,
      valid_until: '',
      max_uses: '',
    },
    schema: newCouponSchema,
    fields,
    toInput,
    onSubmit: submit,
    isSubmitting,
    serverError: serverError ?? rejected,
    formatOwnMessage: (message) => (isCouponTermsMessageId(message) ? intl.formatMessage({ id: message }, couponTermsMessageValues) : undefined),
  });
  const { values } = form;
  const chosen = storefrontsOf(values);
  // With no storefront ticked yet, every currency's field stays on show: nothing typed is hidden.
  const currencies: CurrencyCode[] = currenciesOf(chosen === ALL_STOREFRONTS || chosen.length > 0 ? chosen : ALL_STOREFRONTS);
  const currencyName = (currency: CurrencyCode) => intl.formatDisplayName(currency.toUpperCase(), { type: 'currency' }) ?? currency.toUpperCase();
  const storefrontName = (country: CountryCode) => intl.formatDisplayName(country, { type: 'region' }) ?? country;
  const storefrontsError = form.errorOf('storefronts');

  return (
    <AccountFormShell form={form} isSubmitting={isSubmitting} aria-label={ariaLabel ?? t('title')} className={className}>
      <TextField {...form.textField('code')} label={t('code')} description={t('codeHint')} autoComplete="off" isRequired />
      <div className={styles.group} data-kind={values.kind}>
        <ChoiceGroup
          label={t('kind')}
          name="kind"
          value={values.kind}
          onValueChange={(kind) => form.setField('kind', kind)}
          options={[
            { value: 'percent', label: t('kindPercent') },
            { value: 'fixed', label: t('kindFixed') },
          ]}
        />
        {values.kind === 'percent' ? (
          <TextField {...form.textField('percent')} label={t('percent')} description={t('percentHint')} inputMode="decimal" isRequired />
        ) : (
          currencies.map((currency) => (
            <TextField
              key={currency}
              {...form.textField(`amount.${currency}`)}
              label={t('amount', { currency: currencyName(currency) })}
              description={t('moneyHint')}
              inputMode="decimal"
              isRequired
            />
          ))
        )}
      </div>
      <fieldset className={styles.fieldset} aria-describedby={storefrontsError ? `${legendId}-error` : undefined}>
        <legend id={legendId} className={styles.legend}>
          {t('storefronts')}
        </legend>
        <Checkbox {...form.checkbox('storefronts')} errorMessage={undefined}>
          {t('allStorefronts')}
        </Checkbox>
        {values.storefronts
          ? null
          : countryCodes.map((country) => (
              <Checkbox key={country} {...form.checkbox(`storefront.${country}`)} errorMessage={undefined}>
                {storefrontName(country)}
              </Checkbox>
            ))}
        {storefrontsError ? (
          <p id={`${legendId}-error`} className={styles.error}>
            {storefrontsError}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('minimum')}</legend>
        <p className={styles.hint}>{t('minimumHint')}</p>
        {currencies.map((currency) => (
          <TextField
            key={currency}
            {...form.textField(`min_subtotal.${currency}`)}
            label={t('minimumIn', { currency: currencyName(currency) })}
            inputMode="decimal"
          />
        ))}
      </fieldset>
      <div className={styles.row}>
        <TextField {...form.textField('valid_from')} type="date" label={t('validFrom')} description={t('validFromHint')} isRequired />
        <TextField {...form.textField('valid_until')} type="date" label={t('validUntil')} description={t('validUntilHint')} />
      </div>
      <TextField {...form.textField('max_uses')} label={t('maxUses')} description={t('maxUsesHint')} inputMode="numeric" />
      <div className={formStyles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </AccountFormShell>
  );
}
