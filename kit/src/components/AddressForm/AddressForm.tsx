import { useId } from 'react';
import type { z } from 'zod';
import type { Place, ShippingAddressInput } from '../../api/accountTypes';
import { shippingAddressSchema, validationMessages, MAX_SAVED_ADDRESSES, type CountryCode, type PlaceProvider } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FormNotice } from '../FormNotice';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
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
  /** @default the catalogue's "Save address" */
  submitLabel?: string;
  /** An address to start from; its city and postcode count as picked from the list. */
  defaultValues?: Partial<ShippingAddressInput>;
};

/** International dialling codes of the shipping countries, for the phone hint (SPEC §7: phone prefixed +). */
const dialingCodes: Record<CountryCode, string> = { GB: '+44', FR: '+33', IT: '+39', ES: '+34', DE: '+49' };

const fields = ['first_name', 'last_name', 'phone', 'line1', 'line2', 'country', 'city', 'postcode', 'is_default'] as const;

type Values = {
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
};

/**
 * A shipping address (SPEC §3 "Address"). City and postcode are two place autocompletes
 * over one `placeProvider` search (the shopper may start from either): choosing a
 * suggestion fills both, and text typed without choosing is refused on submit with
 * SPEC §5's "Invalid value. Select {field} from the drop-down list" ('validation.selectCity',
 * 'validation.selectPostcode'). Changing the country empties them: a place belongs to one.
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
  defaultValues,
  className,
  'aria-label': ariaLabel,
}: AddressFormProps) {
  const intl = useIntl();
  const countryErrorId = useId();
  const initialValues: Values = {
    first_name: '',
    last_name: '',
    phone: '',
    line1: '',
    line2: '',
    city: '',
    postcode: '',
    ...defaultValues,
    country: defaultValues?.country ?? defaultCountry,
    is_default: defaultValues?.is_default ?? false,
    picked_city: defaultValues?.city ?? '',
    picked_postcode: defaultValues?.postcode ?? '',
    picked_region: '',
  };
  const form = useAccountForm({
    initialValues,
    schema: shippingAddressSchema,
    fields,
    toInput: ({ picked_city, picked_postcode, picked_region, ...address }) => address,
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (values.city.trim() !== '' && values.city !== values.picked_city) errors.city = validationMessages.selectCity;
      if (values.postcode.trim() !== '' && values.postcode !== values.picked_postcode) errors.postcode = validationMessages.selectPostcode;
      return errors;
    },
    // Saving is off at the limit (the button is disabled; this also covers Enter in a field).
    onSubmit: (address) => (limitReached ? undefined : onSubmit(address)),
    isSubmitting,
    serverError,
  });
  const { values } = form;
  const country = values.country as CountryCode;
  const pickedPlace: Place | null =
    values.picked_city || values.picked_postcode
      ? { city: values.picked_city, postcode: values.picked_postcode, region: values.picked_region, country }
      : null;

  const pick = (place: Place) =>
    form.setFields({
      city: place.city,
      postcode: place.postcode,
      picked_city: place.city,
      picked_postcode: place.postcode,
      picked_region: place.region,
    });

  const changeCountry = (code: string) => {
    const hadPlace = values.city !== '' || values.postcode !== '';
    form.setFields(
      hadPlace ? { country: code, city: '', postcode: '', picked_city: '', picked_postcode: '', picked_region: '' } : { country: code },
    );
  };
  const countryError = form.errorOf('country');

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
        <TextField {...form.textField('first_name')} label={intl.formatMessage({ id: 'addressForm.firstName' })} autoComplete="shipping given-name" isRequired />
        <TextField {...form.textField('last_name')} label={intl.formatMessage({ id: 'addressForm.lastName' })} autoComplete="shipping family-name" isRequired />
      </div>
      <TextField
        {...form.textField('phone')}
        label={intl.formatMessage({ id: 'addressForm.phone' })}
        description={intl.formatMessage({ id: 'addressForm.phoneHint' }, { prefix: dialingCodes[country] ?? '+44' })}
        type="tel"
        autoComplete="shipping tel"
        isRequired
      />
      <TextField {...form.textField('line1')} label={intl.formatMessage({ id: 'addressForm.line1' })} autoComplete="shipping address-line1" isRequired />
      <TextField {...form.textField('line2')} label={intl.formatMessage({ id: 'addressForm.line2' })} autoComplete="shipping address-line2" />
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
      <div className={formStyles.row}>
        {(['city', 'postcode'] as const).map((part) => (
          <PlaceCombobox
            key={part}
            part={part}
            id={form.idOf(part)}
            name={part}
            label={intl.formatMessage({ id: part === 'city' ? 'addressForm.city' : 'addressForm.postcode' })}
            description={intl.formatMessage({ id: 'addressForm.placeHint' })}
            value={values[part]}
            onInputChange={(text) => form.setField(part, text)}
            onPick={pick}
            onBlur={() => form.blurField(part)}
            pickedPlace={pickedPlace}
            placeProvider={placeProvider}
            country={country}
            errorMessage={form.errorOf(part)}
            isRequired
          />
        ))}
      </div>
      <Checkbox {...form.checkbox('is_default')}>{intl.formatMessage({ id: 'addressForm.isDefault' })}</Checkbox>
      <div className={formStyles.actions}>
        <Button type="submit" isPending={isSubmitting} isDisabled={limitReached}>
          {submitLabel ?? intl.formatMessage({ id: 'addressForm.submit' })}
        </Button>
      </div>
    </AccountFormShell>
  );
}
