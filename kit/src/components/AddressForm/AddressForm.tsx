import { Fragment, useId, type ReactNode } from 'react';
import type { z } from 'zod';
import {
  diallingCodes,
  MAX_SAVED_ADDRESSES,
  postcodeExamples,
  shippingAddressSchema,
  validationMessages,
  type AddressPart,
  type CountryCode,
  type PlaceProvider,
  type ShippingAddressInput,
} from '../../domain';
import { useAddressForm, type AddressDraft } from '../../forms/useAddressForm';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FormNotice } from '../FormNotice';
import { Link } from '../Link';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { formatFieldMessage, withKitProps, type AccountFormProps } from '../internal/useAccountForm';
import * as formStyles from '../internal/accountForm.css';
import * as fieldStyles from '../TextField/TextField.css';
import { PlaceCombobox } from './PlaceCombobox';
import * as styles from './AddressForm.css';

/** What `AddressForm` submits: the body of POST account/shipping_address/. */
export type AddressFormValues = z.output<typeof shippingAddressSchema>;

export type { AddressDraft };

export type AddressFormProps = AccountFormProps<ShippingAddressInput> & {
  /** Where city and postcode suggestions come from (`useApiPlaceProvider` in `@rigsmith/kit/hooks`, or any geocoder). */
  placeProvider: PlaceProvider;
  /** The shipping countries, named in the shopper's language, in the order to offer them. */
  countries: readonly { code: CountryCode; name: string }[];
  /** The country the select starts at (the storefront's). */
  defaultCountry: CountryCode;
  /** The customer already has the most addresses allowed (SPEC §9: 6): say so and disable saving. @default false */
  limitReached?: boolean;
  /** The submit button's text, e.g. "Continue to payment" when the form is a checkout step. @default the catalogue's "Save address" */
  submitLabel?: string;
  /**
   * Offer "Make this my default address". Off where the address goes to no address book, such
   * as a guest's delivery step on a brand site: `is_default` is then `defaultValues.is_default`,
   * else false. @default true
   */
  offerDefault?: boolean;
  /** An address to start from; its city and postcode count as picked from the list. */
  defaultValues?: Partial<ShippingAddressInput>;
  /**
   * A half-typed address to start from instead (what `onDraftChange` gave before a reload):
   * a city or postcode typed but never picked stays unpicked.
   */
  draft?: AddressDraft | null;
  /** Called with everything typed so far, on every change, so an app can keep it (e.g. in sessionStorage). */
  onDraftChange?: (draft: AddressDraft) => void;
  /**
   * Where a shopper whose place is not in the list can write to support, given what they
   * typed (e.g. `/contact-us?…`). Without it, the form only says the place was not found.
   */
  supportHref?: (address: AddressDraft) => string;
};

/** Which catalogue label a part takes in a country (a CAP is Italian, a PLZ German). */
const partLabel = (part: 'city' | 'postcode', country: CountryCode) => `addressForm.${part}.${country}`;

/**
 * A shipping address (SPEC §3 "Address") laid out as its country writes it
 * (`addressFormats`): the country comes first, since it decides the rest — the UK's
 * postcode after the town, the others' before it, Italy's provincia (as its sigla) and
 * Spain's filled in from the place picked, each country's own name for the postcode (CAP,
 * PLZ) and an example of it. City and postcode are two place autocompletes over one
 * `placeProvider` search (the shopper may start from either): choosing a suggestion fills
 * both, and text typed without choosing is refused on submit with SPEC §5's "Invalid
 * value. Select {field} from the drop-down list". Changing the country empties them: a
 * place belongs to one. The phone is read in the address's country (a national number is
 * fine), shown in its national format, and submitted as E.164.
 */
export function AddressForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  placeProvider,
  countries,
  defaultCountry,
  limitReached = false,
  submitLabel,
  offerDefault = true,
  defaultValues,
  draft,
  onDraftChange,
  supportHref,
  className,
  'aria-label': ariaLabel,
}: AddressFormProps) {
  const intl = useIntl();
  const countryErrorId = useId();
  const form = withKitProps(
    useAddressForm({ onSubmit, isSubmitting, serverError, defaultCountry, limitReached, defaultValues, draft, onDraftChange }),
  );
  const { values, country, format, pickedPlace, pick, changeCountry, blurPhone } = form;

  const countryError = form.errorOf('country');
  const countryName = countries.find((option) => option.code === country)?.name ?? country;
  const placeHint = intl.formatMessage({ id: 'addressForm.placeHint' });
  const notFoundAction = supportHref ? (
    <>
      {intl.formatMessage({ id: 'placeCombobox.notFoundHelp' })}{' '}
      <Link href={supportHref(values)}>{intl.formatMessage({ id: 'placeCombobox.contactSupport' })}</Link>
    </>
  ) : null;

  const placeBox = (part: 'city' | 'postcode') => (
    <PlaceCombobox
      key={part}
      part={part}
      id={form.idOf(part)}
      name={part}
      label={intl.formatMessage({ id: partLabel(part, country) })}
      description={
        part === 'postcode'
          ? `${placeHint} ${intl.formatMessage({ id: 'addressForm.postcodeExample' }, { example: postcodeExamples[country] })}`
          : placeHint
      }
      value={values[part]}
      onInputChange={(text) => form.setField(part, text)}
      onPick={pick}
      onBlur={() => form.blurField(part)}
      pickedPlace={pickedPlace}
      placeProvider={placeProvider}
      country={country}
      errorMessage={form.errorOf(part)}
      notFoundAction={notFoundAction}
      notFoundError={formatFieldMessage(intl, part === 'city' ? validationMessages.selectCity : validationMessages.selectPostcode)}
      isRequired
    />
  );

  const parts: Record<AddressPart, () => ReactNode> = {
    line1: () => (
      <TextField
        {...form.textField('line1')}
        label={intl.formatMessage({ id: 'addressForm.line1' })}
        autoComplete="shipping address-line1"
        isRequired
      />
    ),
    line2: () => (
      <TextField {...form.textField('line2')} label={intl.formatMessage({ id: 'addressForm.line2' })} autoComplete="shipping address-line2" />
    ),
    city: () => placeBox('city'),
    postcode: () => placeBox('postcode'),
    // Not typed: it is the picked place's, so it cannot disagree with the city.
    province: () => (
      <TextField
        id={form.idOf('province')}
        name="province"
        label={intl.formatMessage({ id: 'addressForm.province' })}
        description={intl.formatMessage({ id: 'addressForm.provinceHint' })}
        value={values.province}
        autoComplete="shipping address-level1"
        errorMessage={form.errorOf('province')}
        isReadOnly
      />
    ),
  };

  return (
    <AccountFormShell
      form={form}
      isSubmitting={isSubmitting}
      aria-label={ariaLabel}
      className={className}
      notice={
        limitReached ? (
          <FormNotice tone="info">{intl.formatMessage({ id: 'addressForm.limitReached' }, { max: MAX_SAVED_ADDRESSES })}</FormNotice>
        ) : null
      }
    >
      <div className={formStyles.row}>
        <TextField
          {...form.textField('first_name')}
          label={intl.formatMessage({ id: 'addressForm.firstName' })}
          autoComplete="shipping given-name"
          isRequired
        />
        <TextField
          {...form.textField('last_name')}
          label={intl.formatMessage({ id: 'addressForm.lastName' })}
          autoComplete="shipping family-name"
          isRequired
        />
      </div>
      <div className={fieldStyles.field} data-invalid={countryError ? true : undefined}>
        <label htmlFor={form.idOf('country')} className={fieldStyles.label}>
          {intl.formatMessage({ id: 'addressForm.country' })}
        </label>
        {countryError ? (
          <p id={countryErrorId} className={fieldStyles.error}>
            {countryError}
          </p>
        ) : null}
        <select
          id={form.idOf('country')}
          name="country"
          autoComplete="shipping country"
          className={styles.select}
          value={values.country}
          onChange={(event) => changeCountry(event.target.value)}
          onBlur={() => form.blurField('country')}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? countryErrorId : undefined}
        >
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {format.rows.map((row) =>
        row.length === 1 ? (
          <Fragment key={row[0]}>{parts[row[0]!]()}</Fragment>
        ) : (
          <div key={row.join('-')} className={formStyles.row} data-parts={row.join(' ')}>
            {row.map((part) => (
              <Fragment key={part}>{parts[part]()}</Fragment>
            ))}
          </div>
        ),
      )}
      <TextField
        {...form.textField('phone')}
        onBlur={blurPhone}
        label={intl.formatMessage({ id: 'addressForm.phone' })}
        description={intl.formatMessage({ id: 'addressForm.phoneHint' }, { country: countryName, prefix: diallingCodes[country] })}
        type="tel"
        autoComplete="shipping tel"
        isRequired
      />
      {offerDefault ? <Checkbox {...form.checkbox('is_default')}>{intl.formatMessage({ id: 'addressForm.isDefault' })}</Checkbox> : null}
      <div className={formStyles.actions}>
        <Button type="submit" isPending={isSubmitting} isDisabled={limitReached}>
          {submitLabel ?? intl.formatMessage({ id: 'addressForm.submit' })}
        </Button>
      </div>
    </AccountFormShell>
  );
}
