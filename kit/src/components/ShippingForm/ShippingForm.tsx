import { useEffect, useRef } from 'react';
import { MAX_SAVED_ADDRESSES, type CountryCode, type PlaceProvider, type ShippingAddress } from '../../domain';
import { useShippingForm, type ShippingDraft, type ShippingFormValues } from '../../forms/useShippingForm';
import { useIntl } from '../../i18n';
import { AddressForm, type AddressDraft } from '../AddressForm';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ErrorSummary } from '../ErrorSummary';
import { TextField } from '../TextField';
import type { FormServerError } from '../internal/useAccountForm';
import * as styles from './ShippingForm.css';

export type { ShippingDraft, ShippingFormValues };

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
  // Destructured: the step's object holds the summary's ref, which render must not read through.
  const {
    choice,
    choose,
    newAddress,
    addressForm,
    setAddressForm,
    confirmNewAddress,
    editNewAddress,
    showNewForm,
    ids,
    limitReached,
    save,
    setSave,
    phone,
    setPhone,
    errors,
    summary,
    summaryRef,
    getFormProps,
  } = useShippingForm({ addresses, defaultCountry, draft, onDraftChange, onSubmit, isSubmitting, serverError });
  const NEW = 'new' as const;

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

  const countryName = (code: string) => intl.formatDisplayName(code, { type: 'region', fallback: 'code' }) ?? code;

  return (
    <div className={className ? `${styles.shipping} ${className}` : styles.shipping} data-choice={choice === NEW ? 'new' : 'saved'}>
      {summary ? <ErrorSummary ref={summaryRef} errors={summary.errors} description={summary.description} /> : null}

      <fieldset className={styles.fieldset} aria-describedby={errors.address ? ids.addressError : undefined}>
        <legend className={styles.legend}>{intl.formatMessage({ id: 'shipping.addressLegend' })}</legend>
        {errors.address ? (
          <p id={ids.addressError} className={styles.error}>
            {errors.address}
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
                  onChange={() => choose(address.id)}
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
              onChange={() => choose(NEW)}
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
                confirmNewAddress(address);
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
                editNewAddress();
              }}
            >
              {intl.formatMessage({ id: 'shipping.changeAddress' })}
            </Button>
          </div>
        )
      ) : null}

      <form
        className={styles.form}
        onSubmit={getFormProps().onSubmit}
        noValidate
        aria-busy={isSubmitting || undefined}
        aria-label={intl.formatMessage({ id: 'shipping.form' })}
      >
        {choice === NEW ? (
          <Checkbox
            id={ids.save}
            isSelected={save}
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
            onChange={setPhone}
            errorMessage={errors.phone_number}
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
