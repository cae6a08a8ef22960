import { useMemo, useState } from 'react';
import { AccountDetailsForm, AddressForm, AddressList, ChangePasswordForm, EmailPreferencesForm, useIntl } from '@rigsmith/kit';
import { useAccount, useAccountActions, useApiPlaceProvider, useShippingAddresses, useShippingCountries } from '@rigsmith/kit/hooks';
import { MAX_SAVED_ADDRESSES } from '@rigsmith/kit/domain';
import { ApiError, type Account, type ShippingAddress } from '@rigsmith/kit/api';
import { useStorefront } from '../../routing/StorefrontContext';
import { AccountShell } from './AccountShell';
import { useSubmission } from './useSubmission';
import * as styles from './account.css';

/** The default address first (SPEC §2 "saved addresses with a default address"), the rest as saved. */
export function addressesInOrder(addresses: readonly ShippingAddress[]): ShippingAddress[] {
  return [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/**
 * SPEC §2 /account (Profile): account details, email preferences, saved addresses with the
 * default, the add-address form and the password change. Each part is its own form with its
 * own confirmation, so saving one never discards what is typed in another.
 */
export function ProfileScreen() {
  const intl = useIntl();
  const account = useAccount();
  return (
    <AccountShell tab="profile">
      {account.error && !account.data ? (
        <div className={styles.stack}>
          <p role="alert" className={styles.notice} data-tone="error">
            {intl.formatMessage({ id: 'accountScreen.loadError' })}
          </p>
        </div>
      ) : !account.data ? (
        <p role="status" className={styles.notice}>
          {intl.formatMessage({ id: 'accountScreen.loading' })}
        </p>
      ) : (
        <div className={styles.profileGrid}>
          <div className={styles.section}>
            <AccountDetailsCard account={account.data} update={account.update} />
            <EmailPreferencesCard account={account.data} update={account.update} />
            <ChangePasswordCard />
          </div>
          <div className={styles.section}>
            <AddressesCard />
          </div>
        </div>
      )}
    </AccountShell>
  );
}

type Update = ReturnType<typeof useAccount>['update'];

function AccountDetailsCard({ account, update }: { account: Account; update: Update }) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const submission = useSubmission(
    (values: Parameters<Update>[0]) => {
      setSaved(false);
      return update(values);
    },
    { onSuccess: () => setSaved(true) },
  );
  return (
    <section aria-labelledby="profile-details" className={styles.card}>
      <h3 id="profile-details" className={styles.subHeading}>
        {intl.formatMessage({ id: 'profileScreen.details' })}
      </h3>
      <AccountDetailsForm
        account={account}
        onSubmit={submission.submit}
        isSubmitting={submission.isSubmitting}
        serverError={submission.serverError}
        successMessage={saved ? intl.formatMessage({ id: 'profileScreen.saved' }) : undefined}
      />
    </section>
  );
}

function EmailPreferencesCard({ account, update }: { account: Account; update: Update }) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const submission = useSubmission(
    (value: { notify_orders: boolean; notify_marketing: boolean }) => {
      setSaved(false);
      return update(value);
    },
    { onSuccess: () => setSaved(true) },
  );
  return (
    <section aria-labelledby="profile-preferences" className={styles.card}>
      <h3 id="profile-preferences" className={styles.subHeading}>
        {intl.formatMessage({ id: 'profileScreen.preferences' })}
      </h3>
      <EmailPreferencesForm
        value={{ notify_orders: account.notify_orders, notify_marketing: account.notify_marketing }}
        onSubmit={submission.submit}
        isSubmitting={submission.isSubmitting}
        serverError={submission.serverError}
        successMessage={saved ? intl.formatMessage({ id: 'profileScreen.saved' }) : undefined}
      />
    </section>
  );
}

function ChangePasswordCard() {
  const intl = useIntl();
  const { changePassword } = useAccountActions();
  const [changed, setChanged] = useState<string | undefined>(undefined);
  const submission = useSubmission(
    (values: Parameters<typeof changePassword>[0]) => {
      setChanged(undefined);
      return changePassword(values);
    },
    { onSuccess: (result) => setChanged(result.detail) },
  );
  return (
    <section aria-labelledby="profile-password" className={styles.card}>
      <h3 id="profile-password" className={styles.subHeading}>
        {intl.formatMessage({ id: 'profileScreen.password' })}
      </h3>
      <ChangePasswordForm
        onSubmit={submission.submit}
        isSubmitting={submission.isSubmitting}
        serverError={submission.serverError}
        successMessage={changed}
      />
    </section>
  );
}

function AddressesCard() {
  const intl = useIntl();
  const storefront = useStorefront();
  const addresses = useShippingAddresses();
  const placeProvider = useApiPlaceProvider();
  const [busy, setBusy] = useState(false);
  const [listError, setListError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  // A new key after each save gives an empty form for the next address.
  const [formKey, setFormKey] = useState(0);

  const shippingCountries = useShippingCountries();
  const saved = useMemo(() => addressesInOrder(addresses.data ?? []), [addresses.data]);
  const limitReached = saved.length >= MAX_SAVED_ADDRESSES;

  const submission = useSubmission(
    async (input: Parameters<typeof addresses.add>[0]) => {
      setAdded(false);
      try {
        return await addresses.add(input);
      } catch (error) {
        // Another tab or device saved addresses meanwhile: show the list the server holds,
        // beside its "delete one to save another" message.
        if (error instanceof ApiError && error.code === 'address_limit') void addresses.mutate();
        throw error;
      }
    },
    {
      onSuccess: () => {
        setAdded(true);
        setFormKey((key) => key + 1);
      },
    },
  );

  async function change(action: () => Promise<unknown>) {
    setBusy(true);
    setListError(null);
    setAdded(false);
    try {
      await action();
    } catch {
      setListError(intl.formatMessage({ id: 'profileScreen.addressChangeError' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section aria-labelledby="profile-addresses" className={styles.card}>
        <h3 id="profile-addresses" className={styles.subHeading}>
          {intl.formatMessage({ id: 'profileScreen.addresses' })}
        </h3>
        {addresses.error && !addresses.data ? (
          <p role="alert" className={styles.notice} data-tone="error">
            {intl.formatMessage({ id: 'profileScreen.addressesError' })}
          </p>
        ) : !addresses.data ? (
          <p role="status" className={styles.notice}>
            {intl.formatMessage({ id: 'profileScreen.addressesLoading' })}
          </p>
        ) : (
          <AddressList
            addresses={saved}
            headingLevel={4}
            isBusy={busy}
            onSetDefault={(id) => void change(() => addresses.setDefault(id))}
            onDelete={(id) => void change(() => addresses.remove(id))}
          />
        )}
        {listError ? (
          <p role="alert" className={styles.notice} data-tone="error">
            {listError}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="profile-add-address" className={styles.card}>
        <h3 id="profile-add-address" className={styles.subHeading}>
          {intl.formatMessage({ id: 'profileScreen.addAddress' })}
        </h3>
        {/* The live region stays in place, so the confirmation is announced when it appears. */}
        <div role="status">
          {added ? (
            <p className={styles.notice} data-tone="success">
              {intl.formatMessage({ id: 'profileScreen.addressSaved' })}
            </p>
          ) : null}
        </div>
        <AddressForm
          key={formKey}
          onSubmit={submission.submit}
          isSubmitting={submission.isSubmitting}
          serverError={submission.serverError}
          placeProvider={placeProvider}
          countries={shippingCountries}
          defaultCountry={storefront.country}
          limitReached={limitReached}
        />
      </section>
    </>
  );
}
