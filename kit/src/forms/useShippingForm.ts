import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  formatPhone,
  MAX_SAVED_ADDRESSES,
  normalisePhone,
  validationMessages,
  type CountryCode,
  type ShippingAddress,
  type ShippingAddressInput,
  type ToOrderRequest,
} from '../domain';
import { useIntl } from '../i18n';
import type { AddressDraft } from './useAddressForm';
import type { FormSubmitOptions } from './useLoginForm';
import { formatFieldMessage, type FormErrorItem, type FormSummary } from './useForm';

/** What the delivery step sends: the body of POST api/account/basket/to_order/ less the coupon. */
export type ShippingFormValues = Pick<ToOrderRequest, 'shipping_address' | 'add_to_address_list' | 'phone_number'>;

/**
 * Everything chosen and typed on the delivery step, to keep across a reload
 * (`onDraftChange`, then `draft`): the address chosen, a new address confirmed or half typed,
 * and a phone changed by hand.
 */
export type ShippingDraft = {
  /** The saved address's id chosen, or 'new'. */
  choice: number | 'new';
  /** The new address once confirmed, else null. */
  newAddress: ShippingAddressInput | null;
  /** The new address's form as half typed (`useAddressForm`'s draft), else null. */
  addressForm: AddressDraft | null;
  /** The phone for a saved address as the shopper changed it; null while it is the address's own. */
  phone: string | null;
};

export type UseShippingFormOptions = FormSubmitOptions<ShippingFormValues> & {
  /** The customer's saved addresses, the default first. */
  addresses: readonly ShippingAddress[];
  /** The country a new address starts at (the storefront's). */
  defaultCountry: CountryCode;
  /** Where to start from: what `onDraftChange` gave before (e.g. kept in sessionStorage). */
  draft?: ShippingDraft | null;
  /** Called with what is chosen and typed whenever it changes. */
  onDraftChange?: (draft: ShippingDraft) => void;
};

const NEW = 'new' as const;

/**
 * The delivery step without markup (SPEC §2 "Shipping has a continue-to-payment button"):
 * choose a saved address (`getChoiceProps(id)`) or a new one (`getChoiceProps('new')`, typed
 * in `useAddressForm` and given to `confirmNewAddress`), save a new one to the address book
 * unless six are saved already (SPEC §9), and the order's phone: a new address's own, or a
 * saved address's, which the shopper may change for this order (`getPhoneInputProps`, read in
 * that address's country). A failed submit or a refusal shows the summary and focuses it.
 * What the kit's `ShippingForm` is built on.
 */
export function useShippingForm({
  addresses,
  defaultCountry,
  draft,
  onDraftChange,
  onSubmit,
  isSubmitting = false,
  serverError = null,
}: UseShippingFormOptions) {
  const intl = useIntl();
  const baseId = useId();
  const draftChoice = draft && (draft.choice === NEW || addresses.some((address) => address.id === draft.choice)) ? draft.choice : undefined;
  const initialChoice = draftChoice ?? addresses.find((address) => address.is_default)?.id ?? addresses[0]?.id ?? NEW;
  const [choice, setChoice] = useState<number | typeof NEW>(initialChoice);
  const [newAddress, setNewAddress] = useState<ShippingAddressInput | null>(draft?.newAddress ?? null);
  const [addressForm, setAddressForm] = useState<AddressDraft | null>(draft?.addressForm ?? null);
  const [editingNew, setEditingNew] = useState(false);
  const limitReached = addresses.length >= MAX_SAVED_ADDRESSES;
  const [save, setSave] = useState(!limitReached);
  const chosen = typeof choice === 'number' ? addresses.find((address) => address.id === choice) : undefined;
  const chosenCountry = (chosen?.country ?? defaultCountry) as CountryCode;
  const shownPhoneOf = (address: ShippingAddress | undefined) => (address ? formatPhone(address.phone, address.country as CountryCode) : '');
  // A phone typed for a saved address; null while it follows the address's own.
  const [typedPhone, setTypedPhone] = useState<string | null>(draft?.phone ?? null);
  const phone = typedPhone ?? shownPhoneOf(chosen);
  const [submitted, setSubmitted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // A new server error takes focus to the summary too.
  const serverKey = serverError ? JSON.stringify(serverError) : '';
  const [seenServerKey, setSeenServerKey] = useState(serverKey);
  if (seenServerKey !== serverKey) {
    setSeenServerKey(serverKey);
    if (serverError) setFocusRequest((n) => n + 1);
  }
  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  const reportDraft = useRef(onDraftChange);
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: callbacks and effects read the newest value without re-subscribing
  reportDraft.current = onDraftChange;
  const draftKey = JSON.stringify({ choice, newAddress, addressForm, phone: typedPhone });
  const firstDraftKey = useRef(draftKey);
  useEffect(() => {
    if (draftKey !== firstDraftKey.current) reportDraft.current?.({ choice, newAddress, addressForm, phone: typedPhone });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately narrower dependencies, as the comment above says
  }, [draftKey]);

  const ids = { address: `${baseId}-address`, phone: `${baseId}-phone`, save: `${baseId}-save`, addressError: `${baseId}-address-error` };
  const showNewForm = choice === NEW && (newAddress === null || editingNew);

  // A new address's phone was checked by its form (in its country) and is E.164 already.
  const orderPhone = choice === NEW ? (newAddress?.phone ?? null) : normalisePhone(phone, chosenCountry);
  const addressError = choice === NEW && (newAddress === null || editingNew) ? intl.formatMessage({ id: 'shipping.addressMissing' }) : undefined;
  const phoneError =
    choice === NEW || orderPhone !== null
      ? undefined
      : formatFieldMessage(intl, phone.trim() === '' ? validationMessages.required : validationMessages.phone);
  const shownAddressError = submitted ? addressError : undefined;
  const shownPhoneError = (submitted ? phoneError : undefined) ?? (typedPhone !== null ? undefined : serverError?.fields?.phone_number);

  const summaryErrors: FormErrorItem[] = [
    ...(shownAddressError ? [{ fieldId: `${ids.address}-${NEW}`, message: shownAddressError }] : []),
    // A new address's phone is in its form, which has its own summary: no field to link to here.
    ...(shownPhoneError ? [choice === NEW ? { message: shownPhoneError } : { fieldId: ids.phone, message: shownPhoneError }] : []),
    ...Object.entries(serverError?.fields ?? {})
      .filter(([field]) => field !== 'phone_number')
      .map(([, message]) => ({ message })),
  ];
  const summary: FormSummary | null =
    summaryErrors.length > 0 || serverError?.message
      ? {
          errors: summaryErrors,
          description: serverError?.message && !summaryErrors.some((item) => item.message === serverError.message) ? serverError.message : undefined,
        }
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    if (addressError || orderPhone === null) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const shipping_address = choice === NEW ? (newAddress as ShippingAddressInput) : choice;
    void onSubmit({ shipping_address, add_to_address_list: choice === NEW && save && !limitReached, phone_number: orderPhone });
  };

  /** Another saved address, or the new one; a saved one brings its own phone back. */
  const choose = (next: number | typeof NEW) => {
    setChoice(next);
    if (next !== NEW) setTypedPhone(null);
  };

  return {
    /** The saved address's id chosen, or 'new'. */
    choice,
    /** Chooses a saved address (its id) or the new one ('new'). */
    choose,
    /** The saved address chosen, if any. */
    chosen,
    /** The new address once confirmed (`confirmNewAddress`), else null. */
    newAddress,
    /** The new address's form should show: 'new' is chosen and no address is confirmed, or it is being changed. */
    showNewForm,
    /** The new address's form's draft, for `useAddressForm`'s `draft` and `onDraftChange`. */
    addressForm,
    /** Keeps the new address's form's draft (give it to `useAddressForm`'s `onDraftChange`). */
    setAddressForm,
    /** The new address's form was submitted: it becomes the delivery address. */
    confirmNewAddress: (address: ShippingAddressInput) => {
      setNewAddress(address);
      setAddressForm(null);
      setEditingNew(false);
    },
    /** "Change address": show the new address's form again. */
    editNewAddress: () => setEditingNew(true),
    /** Save a new address to the address book (off and fixed once six are saved). */
    save: save && !limitReached,
    /** Ticks or unticks saving the new address. */
    setSave,
    /** Six addresses are saved already (SPEC §9): a new one cannot be saved. */
    limitReached,
    /** The order's phone as shown for a saved address. */
    phone,
    /** Changes the order's phone for a saved address. */
    setPhone: setTypedPhone,
    /** The messages shown: `address` (none chosen) and `phone_number`. */
    errors: { address: shownAddressError, phone_number: shownPhoneError },
    /** The error summary's lines and message, or null while it is not shown. */
    summary,
    /** Give it to the summary's element: a failed submit or a new refusal focuses it. */
    summaryRef,
    /** The `isSubmitting` option, for the submit button. */
    isSubmitting,
    /** The ids this step's elements take: the summary links to them. */
    ids,
    /** Props for the step's `<form>` (its submit is 'Continue to payment'). */
    getFormProps: () => ({ onSubmit: submit, noValidate: true as const, 'aria-busy': isSubmitting || undefined }),
    /** Props for the radio of a saved address (its id) or of the new one (`'new'`). */
    getChoiceProps: (option: number | typeof NEW) => ({
      type: 'radio' as const,
      id: `${ids.address}-${option}`,
      name: ids.address,
      checked: choice === option,
      onChange: () => choose(option),
    }),
    /** Props for the phone's `<input>` while a saved address is chosen. */
    getPhoneInputProps: () => ({
      id: ids.phone,
      name: 'phone_number',
      type: 'tel' as const,
      autoComplete: 'tel',
      value: phone,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setTypedPhone(event.target.value),
      'aria-invalid': shownPhoneError ? true : undefined,
      'aria-describedby': shownPhoneError ? `${ids.phone}-error` : undefined,
      'aria-required': true as const,
    }),
  };
}
