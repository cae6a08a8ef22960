import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  formatPhone,
  MAX_SAVED_ADDRESSES,
  normalisePhone,
  validationMessages,
  type CountryCode,
  type PlaceProvider,
  type ShippingAddress,
  type ShippingAddressInput,
  type ToOrderRequest,
} from '../../domain';
import { useIntl } from '../../i18n';
import { AddressForm, type AddressDraft } from '../AddressForm';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ErrorSummary } from '../ErrorSummary';
import { TextField } from '../TextField';
import { formatFieldMessage, type FormServerError } from '../internal/useAccountForm';
import * as styles from './ShippingForm.css';

/** What 'Continue to payment' sends: the body of POST api/account/basket/to_order/ less the coupon. */
export type ShippingFormValues = Pick<ToOrderRequest, 'shipping_address' | 'add_to_address_list' | 'phone_number'>;

/**
 * Everything chosen and typed on the shipping step, to keep across a reload
 * (`onDraftChange`, then `draft`): the address chosen, a new address confirmed or half typed,
 * and a phone changed by hand.
 */
export type ShippingDraft = {
  choice: number | 'new';
  newAddress: ShippingAddressInput | null;
  addressForm: AddressDraft | null;
  /** The phone for a saved address as the shopper changed it; null while it is the address's own. */
  phone: string | null;
};

export type ShippingFormProps = {
  /** The customer's saved addresses, the default first. */
  addresses: readonly ShippingAddress[];
  /** The shipping countries, named in the shopper's language (SPEC §5 "Shipping only to listed countries"). */
  countries: readonly { code: CountryCode; name: string }[];
  /** The country a new address starts at (the storefront's). */
  defaultCountry: CountryCode;
  /** City and postcode suggestions for a new address (`useApiPlaceProvider`). */
  placeProvider: PlaceProvider;
  /** The phone a new address starts with (the account's); a saved address brings its own. */
  defaultPhone?: string;
  /** Where to start from: what `onDraftChange` gave before (e.g. kept in sessionStorage). */
  draft?: ShippingDraft | null;
  /** Called with what is chosen and typed whenever it changes. */
  onDraftChange?: (draft: ShippingDraft) => void;
  /** Passed to the new address's form: where to write to support about a place not found. */
  supportHref?: (address: AddressDraft) => string;
  /** Called with the parsed values (phone normalised with its + prefix). */
  onSubmit: (values: ShippingFormValues) => void | Promise<void>;
  /** The order is being placed: Continue is pending. @default false */
  isSubmitting?: boolean;
  /** The server's refusal (its `fields.phone_number` sits by the phone); nothing typed is lost. */
  serverError?: FormServerError | null;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

const NEW = 'new' as const;

/**
 * The shipping step (SPEC §2 "Shipping has a continue-to-payment button"): choose
 * a saved address or add one (the kit's `AddressForm`: listed countries only, places picked
 * from the list), save a new one to the address book unless six are saved already (SPEC §9),
 * and 'Continue to payment'. The order's phone is the address's: a new address's is the one
 * typed in its form (starting from `defaultPhone`), a saved address's may be changed for
 * this order in the phone field, read in that address's country. Problems are listed in an
 * error summary that takes focus, and shown next to their fields.
 *
 * @selector [data-choice="saved|new"] on the root
 */
export function ShippingForm({
  addresses,
  countries,
  defaultCountry,
  placeProvider,
  defaultPhone,
  draft,
  onDraftChange,
  supportHref,
  onSubmit,
  isSubmitting = false,
  serverError = null,
  className,
}: ShippingFormProps) {
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

  // "Use this address" and "Change address" each replace the control that had focus: focus
  // moves to the new address's choice, which reads it out, or to the form's first field.
  const newChoiceRef = useRef<HTMLInputElement>(null);
  const newFormRef = useRef<HTMLElement>(null);
  const focusAfterNewForm = useRef(false);
  useEffect(() => {
    if (!focusAfterNewForm.current) return;
    focusAfterNewForm.current = false;
    if (showNewForm) newFormRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    else newChoiceRef.current?.focus();
  }, [showNewForm]);

  // A new address's phone was checked by its form (in its country) and is E.164 already.
  const orderPhone = choice === NEW ? (newAddress?.phone ?? null) : normalisePhone(phone, chosenCountry);
  const addressError = choice === NEW && (newAddress === null || editingNew) ? intl.formatMessage({ id: 'shipping.addressMissing' }) : undefined;
  const phoneError =
    choice === NEW || orderPhone !== null
      ? undefined
      : formatFieldMessage(intl, phone.trim() === '' ? validationMessages.required : validationMessages.phone);
  const shownAddressError = submitted ? addressError : undefined;
  const shownPhoneError = (submitted ? phoneError : undefined) ?? (typedPhone !== null ? undefined : serverError?.fields?.phone_number);

  const summaryErrors = [
    ...(shownAddressError ? [{ fieldId: `${ids.address}-${NEW}`, message: shownAddressError }] : []),
    // A new address's phone is in its form, which has its own summary: no field to link to here.
    ...(shownPhoneError ? [{ fieldId: choice === NEW ? undefined : ids.phone, message: shownPhoneError }] : []),
    ...Object.entries(serverError?.fields ?? {})
      .filter(([field]) => field !== 'phone_number')
      .map(([, message]) => ({ message })),
  ];
  const showSummary = summaryErrors.length > 0 || Boolean(serverError?.message);

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

  const countryName = (code: string) => intl.formatDisplayName(code, { type: 'region', fallback: 'code' }) ?? code;

  return (
    <div className={className ? `${styles.shipping} ${className}` : styles.shipping} data-choice={choice === NEW ? 'new' : 'saved'}>
      {showSummary ? (
        <ErrorSummary
          ref={summaryRef}
          errors={summaryErrors}
          description={serverError?.message && !summaryErrors.some((item) => item.message === serverError.message) ? serverError.message : undefined}
        />
      ) : null}

      <fieldset className={styles.fieldset} aria-describedby={shownAddressError ? ids.addressError : undefined}>
        <legend className={styles.legend}>{intl.formatMessage({ id: 'shipping.addressLegend' })}</legend>
        {shownAddressError ? (
          <p id={ids.addressError} className={styles.error}>
            {shownAddressError}
          </p>
        ) : null}
        <ul className={styles.choices}>
          {addresses.map((address) => {
            const id = `${ids.address}-${address.id}`;
            return (
              <li key={address.id} className={styles.choiceItem}>
                <input
                  type="radio"
                  id={id}
                  name={ids.address}
                  className={styles.radio}
                  checked={choice === address.id}
                  onChange={() => {
                    setChoice(address.id);
                    setTypedPhone(null);
                  }}
                />
                <label htmlFor={id} className={styles.choice}>
                  <span className={styles.choiceName}>
                    {address.first_name} {address.last_name}
                    {address.is_default ? <span className={styles.badge}>{intl.formatMessage({ id: 'shipping.default' })}</span> : null}
                  </span>
                  <span className={styles.choiceText}>
                    {[address.line1, address.line2, `${address.postcode} ${address.city}`, countryName(address.country)].filter(Boolean).join(', ')}
                  </span>
                </label>
              </li>
            );
          })}
          <li className={styles.choiceItem}>
            <input
              ref={newChoiceRef}
              type="radio"
              id={`${ids.address}-${NEW}`}
              name={ids.address}
              className={styles.radio}
              checked={choice === NEW}
              onChange={() => setChoice(NEW)}
            />
            <label htmlFor={`${ids.address}-${NEW}`} className={styles.choice}>
              <span className={styles.choiceName}>{intl.formatMessage({ id: 'shipping.newAddress' })}</span>
              {newAddress ? (
                <span className={styles.choiceText}>
                  {[
                    newAddress.first_name + ' ' + newAddress.last_name,
                    newAddress.line1,
                    `${newAddress.postcode} ${newAddress.city}`,
                    countryName(newAddress.country),
                  ].join(', ')}
                </span>
              ) : null}
            </label>
          </li>
        </ul>
      </fieldset>

      {choice === NEW ? (
        showNewForm ? (
          <section ref={newFormRef} className={styles.newAddress} aria-label={intl.formatMessage({ id: 'shipping.newAddressForm' })}>
            <AddressForm
              key={newAddress ? 'editing' : 'new'}
              onSubmit={(address) => {
                focusAfterNewForm.current = true;
                setNewAddress(address);
                setAddressForm(null);
                setEditingNew(false);
              }}
              placeProvider={placeProvider}
              countries={countries}
              defaultCountry={defaultCountry}
              defaultValues={newAddress ?? (defaultPhone ? { phone: defaultPhone } : undefined)}
              draft={addressForm}
              onDraftChange={setAddressForm}
              supportHref={supportHref}
              submitLabel={intl.formatMessage({ id: 'shipping.useAddress' })}
            />
          </section>
        ) : (
          <div className={styles.chosenNew}>
            <Button
              variant="secondary"
              onPress={() => {
                focusAfterNewForm.current = true;
                setEditingNew(true);
              }}
            >
              {intl.formatMessage({ id: 'shipping.changeAddress' })}
            </Button>
          </div>
        )
      ) : null}

      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-busy={isSubmitting || undefined}
        aria-label={intl.formatMessage({ id: 'shipping.form' })}
      >
        {choice === NEW ? (
          <Checkbox
            id={ids.save}
            isSelected={save && !limitReached}
            isDisabled={limitReached}
            onChange={setSave}
            description={limitReached ? intl.formatMessage({ id: 'shipping.limitReached' }, { max: MAX_SAVED_ADDRESSES }) : undefined}
          >
            {intl.formatMessage({ id: 'shipping.saveAddress' })}
          </Checkbox>
        ) : null}
        {choice === NEW ? null : (
          <TextField
            id={ids.phone}
            name="phone_number"
            type="tel"
            autoComplete="tel"
            label={intl.formatMessage({ id: 'shipping.phone' })}
            description={intl.formatMessage({ id: 'shipping.phoneHint' })}
            value={phone}
            onChange={setTypedPhone}
            errorMessage={shownPhoneError}
            isRequired
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" isPending={isSubmitting}>
            {intl.formatMessage({ id: 'shipping.continue' })}
          </Button>
        </div>
      </form>
    </div>
  );
}
