import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ShippingAddress, ShippingAddressInput, ToOrderRequest } from '../../api';
import { MAX_SAVED_ADDRESSES, phoneSchema, validationMessages, type CountryCode, type PlaceProvider } from '../../domain';
import { useIntl } from '../../i18n';
import { AddressForm } from '../AddressForm';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ErrorSummary } from '../ErrorSummary';
import { TextField } from '../TextField';
import { formatFieldMessage, type FormServerError } from '../internal/useAccountForm';
import * as styles from './ShippingForm.css';

/** What 'Continue to payment' sends: the body of POST api/account/basket/to_order/ less the coupon. */
export type ShippingFormValues = Pick<ToOrderRequest, 'shipping_address' | 'add_to_address_list' | 'phone_number'>;

export type ShippingFormProps = {
  /** The customer's saved addresses, the default first. */
  addresses: readonly ShippingAddress[];
  /** The shipping countries, named in the shopper's language (SPEC §5 "Shipping only to listed countries"). */
  countries: readonly { code: CountryCode; name: string }[];
  /** The country a new address starts at (the storefront's). */
  defaultCountry: CountryCode;
  /** City and postcode suggestions for a new address (`useApiPlaceProvider`). */
  placeProvider: PlaceProvider;
  /** The phone to start from (the account's); else the chosen address's. */
  defaultPhone?: string;
  /** Called with the parsed values (phone normalised with its + prefix). */
  onSubmit: (values: ShippingFormValues) => void | Promise<void>;
  /** The order is being placed: Continue is pending. @default false */
  isSubmitting?: boolean;
  /** The server's refusal (its `fields.phone_number` sits by the phone); nothing typed is lost. */
  serverError?: FormServerError | null;
  className?: string;
};

const NEW = 'new' as const;

/**
 * The shipping step (SPEC §2 "Shipping has a continue-to-payment button"; issue #6): choose
 * a saved address or add one (the kit's `AddressForm`: listed countries only, places picked
 * from the list), save a new one to the address book unless six are saved already (SPEC §9),
 * give a phone number with its + prefix, and 'Continue to payment'. Problems are listed in
 * an error summary that takes focus, and shown next to their fields.
 *
 * @selector [data-choice="saved|new"] on the root
 */
export function ShippingForm({
  addresses,
  countries,
  defaultCountry,
  placeProvider,
  defaultPhone,
  onSubmit,
  isSubmitting = false,
  serverError = null,
  className,
}: ShippingFormProps) {
  const intl = useIntl();
  const baseId = useId();
  const initialChoice = addresses.find((address) => address.is_default)?.id ?? addresses[0]?.id ?? NEW;
  const [choice, setChoice] = useState<number | typeof NEW>(initialChoice);
  const [newAddress, setNewAddress] = useState<ShippingAddressInput | null>(null);
  const [editingNew, setEditingNew] = useState(false);
  const limitReached = addresses.length >= MAX_SAVED_ADDRESSES;
  const [save, setSave] = useState(!limitReached);
  const chosenPhone = typeof choice === 'number' ? addresses.find((address) => address.id === choice)?.phone : newAddress?.phone;
  const [phone, setPhone] = useState(defaultPhone || chosenPhone || '');
  const [phoneTouched, setPhoneTouched] = useState(false);
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

  // Until the shopper types a phone, it follows the address chosen.
  useEffect(() => {
    if (!phoneTouched && !defaultPhone && chosenPhone) setPhone(chosenPhone);
  }, [chosenPhone, phoneTouched, defaultPhone]);

  const ids = { address: `${baseId}-address`, phone: `${baseId}-phone`, save: `${baseId}-save`, addressError: `${baseId}-address-error` };
  const showNewForm = choice === NEW && (newAddress === null || editingNew);

  const parsedPhone = phoneSchema.safeParse(phone);
  const addressError = choice === NEW && (newAddress === null || editingNew) ? intl.formatMessage({ id: 'shipping.addressMissing' }) : undefined;
  const phoneError = parsedPhone.success
    ? undefined
    : formatFieldMessage(intl, parsedPhone.error.issues[0]?.message ?? validationMessages.phone);
  const shownAddressError = submitted ? addressError : undefined;
  const shownPhoneError = (submitted ? phoneError : undefined) ?? (phoneTouched ? undefined : serverError?.fields?.phone_number);

  const summaryErrors = [
    ...(shownAddressError ? [{ fieldId: `${ids.address}-${NEW}`, message: shownAddressError }] : []),
    ...(shownPhoneError ? [{ fieldId: ids.phone, message: shownPhoneError }] : []),
    ...Object.entries(serverError?.fields ?? {})
      .filter(([field]) => field !== 'phone_number')
      .map(([, message]) => ({ message })),
  ];
  const showSummary = summaryErrors.length > 0 || Boolean(serverError?.message);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    if (addressError || !parsedPhone.success) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const shipping_address = choice === NEW ? (newAddress as ShippingAddressInput) : choice;
    void onSubmit({ shipping_address, add_to_address_list: choice === NEW && save && !limitReached, phone_number: parsedPhone.data });
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
                  onChange={() => setChoice(address.id)}
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
                  {[newAddress.first_name + ' ' + newAddress.last_name, newAddress.line1, `${newAddress.postcode} ${newAddress.city}`, countryName(newAddress.country)].join(', ')}
                </span>
              ) : null}
            </label>
          </li>
        </ul>
      </fieldset>

      {choice === NEW ? (
        showNewForm ? (
          <section className={styles.newAddress} aria-label={intl.formatMessage({ id: 'shipping.newAddressForm' })}>
            <AddressForm
              key={newAddress ? 'editing' : 'new'}
              onSubmit={(address) => {
                setNewAddress(address);
                setEditingNew(false);
              }}
              placeProvider={placeProvider}
              countries={countries}
              defaultCountry={defaultCountry}
              defaultValues={newAddress ?? undefined}
              submitLabel={intl.formatMessage({ id: 'shipping.useAddress' })}
            />
          </section>
        ) : (
          <div className={styles.chosenNew}>
            <Button variant="secondary" onPress={() => setEditingNew(true)}>
              {intl.formatMessage({ id: 'shipping.changeAddress' })}
            </Button>
          </div>
        )
      ) : null}

      <form className={styles.form} onSubmit={submit} noValidate aria-busy={isSubmitting || undefined} aria-label={intl.formatMessage({ id: 'shipping.form' })}>
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
        <TextField
          id={ids.phone}
          name="phone_number"
          type="tel"
          autoComplete="tel"
          label={intl.formatMessage({ id: 'shipping.phone' })}
          description={intl.formatMessage({ id: 'shipping.phoneHint' })}
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setPhoneTouched(true);
          }}
          errorMessage={shownPhoneError}
          isRequired
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={isSubmitting}>
            {intl.formatMessage({ id: 'shipping.continue' })}
          </Button>
        </div>
      </form>
    </div>
  );
}
