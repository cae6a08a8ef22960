import { useEffect, useRef } from 'react';
import {
  addressFormats,
  formatPhone,
  isPostcodeOf,
  normalisePhone,
  provinceOf,
  shippingAddressSchema,
  validationMessages,
  type CountryCode,
  type Place,
  type ShippingAddressInput,
} from '../domain';
import type { FormSubmitOptions } from './useLoginForm';
import { useForm } from './useForm';

/**
 * The address form's working state: the fields as typed, and the place last picked from the
 * list (`picked_*`, '' when none), which is what makes a typed city and postcode acceptable.
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

export type UseAddressFormOptions = FormSubmitOptions<ShippingAddressInput> & {
  /** The country the address starts at (the storefront's). */
  defaultCountry: CountryCode;
  /** The customer already has the most addresses allowed (SPEC §9: 6): submitting does nothing. @default false */
  limitReached?: boolean;
  /** An address to start from; its city and postcode count as picked from the list. */
  defaultValues?: Partial<ShippingAddressInput>;
  /**
   * A half-typed address to start from instead (what `onDraftChange` gave before a reload):
   * a city or postcode typed but never picked stays unpicked.
   */
  draft?: AddressDraft | null;
  /** Called with everything typed so far, on every change, so an app can keep it (e.g. in sessionStorage). */
  onDraftChange?: (draft: AddressDraft) => void;
};

/** The summary lists errors in the order the fields are shown, whatever the country's layout. */
const addressFields = ['first_name', 'last_name', 'country', 'line1', 'line2', 'postcode', 'city', 'province', 'phone', 'is_default'] as const;
const addressRequired = ['first_name', 'last_name', 'country', 'line1', 'postcode', 'city', 'phone'] as const;

function isDraft(value: unknown): value is AddressDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AddressDraft).country === 'string' &&
    typeof (value as AddressDraft).city === 'string'
  );
}

/**
 * A shipping address (SPEC §3 "Address") without markup, checked with the shared
 * `shippingAddressSchema`. `format.rows` says how the country lays its parts out
 * (`addressFormats`). City and postcode must be picked from a place search (`usePlaceSearch`):
 * give the place chosen to `pick`, which fills both; text typed without picking is refused on
 * submit with SPEC §5's "Select {field} from the drop-down list". `getCountryProps` empties
 * city and postcode when the country changes (a place belongs to one). The phone is read in
 * the address's country, shown back in its national format when the shopper leaves it
 * (`getInputProps('phone')` does this), and submitted as E.164. What the kit's `AddressForm`
 * is built on.
 */
export function useAddressForm({
  onSubmit,
  isSubmitting,
  serverError,
  defaultCountry,
  limitReached = false,
  defaultValues,
  draft,
  onDraftChange,
}: UseAddressFormOptions) {
  const startCountry = (defaultValues?.country ?? defaultCountry) as CountryCode;
  const initialValues: AddressDraft = isDraft(draft)
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
  const form = useForm({
    initialValues,
    schema: shippingAddressSchema,
    fields: addressFields,
    required: addressRequired,
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

  /** The shopper chose a place from the search: it fills city, postcode and province. */
  const pick = (place: Place) =>
    form.setFields({
      city: place.city,
      postcode: place.postcode,
      picked_city: place.city,
      picked_postcode: place.postcode,
      picked_region: place.region,
      province: provinceOf(country, place.region),
    });

  /** Another country: city and postcode empty, since a place belongs to one. */
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

  return {
    ...form,
    /** The address's country. */
    country,
    /** How the country writes an address: `format.rows` lists the parts (line1, line2, city, postcode, province) row by row. */
    format,
    /** The place picked last (it makes the typed city and postcode acceptable), or null. */
    pickedPlace,
    pick,
    changeCountry,
    blurPhone,
    /** Saving is off: the customer has the most addresses allowed. */
    limitReached,
    getInputProps: ((field, options) => {
      const props = form.getInputProps(field, options);
      return field === 'phone' ? { ...props, onBlur: blurPhone } : props;
    }) as typeof form.getInputProps,
    /** Props for the country's `<select>` (its options are the page's: the shipping countries). */
    getCountryProps: () => ({
      ...form.getInputProps('country'),
      onChange: (event: { target: { value: string } }) => changeCountry(event.target.value),
    }),
  };
}
