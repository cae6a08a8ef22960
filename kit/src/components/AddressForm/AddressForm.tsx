import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';
import type { z } from 'zod';
import {
  addressFormats,
  diallingCodes,
  formatPhone,
  isPostcodeOf,
  MAX_SAVED_ADDRESSES,
  normalisePhone,
  postcodeExamples,
  provinceOf,
  shippingAddressSchema,
  validationMessages,
  type AddressPart,
  type CountryCode,
  type Place,
  type PlaceProvider,
  type ShippingAddressInput,
} from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FormNotice } from '../FormNotice';
import { Link } from '../Link';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { formatFieldMessage, useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as formStyles from '../internal/accountForm.css';
import * as fieldStyles from '../TextField/TextField.css';
import { PlaceCombobox } from './PlaceCombobox';
import * as styles from './AddressForm.css';

/** What `AddressForm` submits: the body of POST account/shipping_address/. */
export type AddressFormValues = z.output<typeof shippingAddressSchema>;

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

/**
 * The form's working state: the fields as typed, and the place last picked from the list
 * (`picked_*`, '' when none), which is what makes a typed city and postcode acceptable.
 */
export type AddressDraft = {
  first_name: string;
  last_name: string;
  phone: string;
  line1: string;
  line2: string;
  country: string;
  city: string;
  postcode: string;
  is_default: boolean;
  /** The city and postcode of the place picked from the list ('' when none). */
  picked_city: string;
  picked_postcode: string;
  picked_region: string;
  /** The picked place's province as the country writes it (`provinceOf`); '' where none. */
  province: string;
};

type Values = AddressDraft;

/** The summary lists errors in the order the fields are shown, whatever the country's layout. */
const fields = ['first_name', 'last_name', 'country', 'line1', 'line2', 'postcode', 'city', 'province', 'phone', 'is_default'] as const;

/** Which catalogue label a part takes in a country (a CAP is Italian, a PLZ German). */
const partLabel = (part: 'city' | 'postcode', country: CountryCode) => `addressForm.${part}.${country}`;

function isDraft(value: unknown): value is AddressDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AddressDraft).country === 'string' &&
    typeof (value as AddressDraft).city === 'string'
  );
}

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
  const startCountry = (defaultValues?.country ?? defaultCountry) as CountryCode;
  const initialValues: Values = isDraft(draft)
    ? { ...draft, province: draft.province ?? '' } // drafts kept before addresses had a province
    : {
        first_name: '',
        last_name: '',
        line1: '',
        line2: '',
        city: '',
        postcode: '',
        ...defaultValues,
        phone: defaultValues?.phone ? formatPhone(defaultValues.phone, startCountry) : '',
        country: startCountry,
        is_default: defaultValues?.is_default ?? false,
        picked_city: defaultValues?.city ?? '',
        picked_postcode: defaultValues?.postcode ?? '',
        picked_region: '',
        province: defaultValues?.province ?? '',
      };
  const form = useAccountForm({
    initialValues,
    schema: shippingAddressSchema,
    fields,
    // The picked_* fields only track what was chosen from the place list; the API never sees them.
    toInput: ({ picked_city: _city, picked_postcode: _postcode, picked_region: _region, ...address }) => address,
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (values.city.trim() !== '' && values.city !== values.picked_city) errors.city = validationMessages.selectCity;
      if (values.postcode.trim() !== '' && values.postcode !== values.picked_postcode) {
        // A postcode not even in the country's format is told so first: picking cannot fix a typo.
        errors.postcode = isPostcodeOf(values.postcode, values.country as CountryCode)
          ? validationMessages.selectPostcode
          : validationMessages.postcode;
      }
      return errors;
    },
    // Saving is off at the limit (the button is disabled; this also covers Enter in a field).
    onSubmit: (address) => (limitReached ? undefined : onSubmit(address)),
    isSubmitting,
    serverError,
  });
  const { values } = form;
  const country = values.country as CountryCode;
  const format = addressFormats[country] ?? addressFormats.GB;
  const pickedPlace: Place | null =
    values.picked_city || values.picked_postcode
      ? { city: values.picked_city, postcode: values.picked_postcode, region: values.picked_region, country }
      : null;

  // Report every change, but not the first render (nothing typed yet).
  const reportDraft = useRef(onDraftChange);
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: callbacks and effects read the newest value without re-subscribing
  reportDraft.current = onDraftChange;
  const firstValues = useRef(values);
  useEffect(() => {
    if (values !== firstValues.current) reportDraft.current?.(values);
  }, [values]);

  const pick = (place: Place) =>
    form.setFields({
      city: place.city,
      postcode: place.postcode,
      picked_city: place.city,
      picked_postcode: place.postcode,
      picked_region: place.region,
      province: provinceOf(country, place.region),
    });

  const changeCountry = (code: string) => {
    const hadPlace = values.city !== '' || values.postcode !== '';
    form.setFields(
      hadPlace ? { country: code, city: '', postcode: '', picked_city: '', picked_postcode: '', picked_region: '', province: '' } : { country: code },
    );
  };

  // A valid number is shown back in its national format once the shopper leaves the box.
  const blurPhone = () => {
    const e164 = normalisePhone(values.phone, country);
    const shown = e164 ? formatPhone(e164, country) : values.phone;
    if (shown !== values.phone) form.setField('phone', shown);
    form.blurField('phone');
  };

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
