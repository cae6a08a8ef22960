import { formatPhone, isCountryCode, type ShippingAddress } from '../../domain';
import { useId, useRef, useState } from 'react';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { AddressLines } from '../internal/AddressLines';
import { ConfirmDialog } from '../internal/ConfirmDialog';
import { hiddenChunks } from '../internal/hiddenChunks';
import * as styles from './AddressList.css';

export type AddressListProps = {
  /** The customer's saved addresses (SPEC §3 "Address"), in the order to show them. */
  addresses: readonly ShippingAddress[];
  /** "Set as default" was pressed on an address that is not the default. */
  onSetDefault: (id: number) => void;
  /** The shopper confirmed deleting an address in the dialog. */
  onDelete: (id: number) => void;
  /** A change is being saved: the actions ignore presses until it is done. @default false */
  isBusy?: boolean;
  /** Level of each address's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The profile's saved addresses (SPEC §2 "saved addresses with a default address"): one
 * labelled card each, the default marked, with "Set as default" and "Delete". Deleting
 * asks first in a modal dialog (Radix Dialog: focus kept inside, Escape cancels), so a
 * slip of the finger loses nothing.
 *
 * @selector [data-default] on the default address's card
 * @selector [data-busy] on the list while a change is being saved
 */
export function AddressList({ addresses, onSetDefault, onDelete, isBusy = false, headingLevel = 3, className }: AddressListProps) {
  const intl = useIntl();
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState<ShippingAddress | null>(null);
  const deleted = useRef(false);
  /** The address whose Delete opened the dialog: focus goes back to that button on cancel. */
  const openedFrom = useRef<number | null>(null);
  const deleteButtonId = (id: number) => `${baseId}-delete-${id}`;
  const Heading = `h${headingLevel}` as const;

  const nameOf = (address: ShippingAddress) => `${address.first_name} ${address.last_name}`;
  const countryName = (code: string) => intl.formatDisplayName(code, { type: 'region', fallback: 'code' }) ?? code;

  if (addresses.length === 0) {
    return <p className={className ? `${styles.empty} ${className}` : styles.empty}>{intl.formatMessage({ id: 'addressList.empty' })}</p>;
  }

  const confirm = () => {
    if (!confirming) return;
    deleted.current = true;
    onDelete(confirming.id);
    setConfirming(null);
  };

  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-busy={isBusy || undefined}
      aria-busy={isBusy || undefined}
    >
      <ul className={styles.list} aria-label={intl.formatMessage({ id: 'addressList.label' })}>
        {addresses.map((address) => {
          const nameId = `${baseId}-${address.id}`;
          const labelValues = { name: nameOf(address), line1: address.line1, hidden: hiddenChunks };
          return (
            <li key={address.id} className={styles.item}>
              <article className={styles.card} aria-labelledby={nameId} data-default={address.is_default || undefined}>
                <div className={styles.cardHeader}>
                  <Heading id={nameId} className={styles.name}>
                    {nameOf(address)}
                  </Heading>
                  {address.is_default ? <span className={styles.badge}>{intl.formatMessage({ id: 'addressList.default' })}</span> : null}
                </div>
                <address className={styles.address}>
                  <AddressLines address={address} countryName={countryName(address.country)} />
                  <br />
                  {intl.formatMessage(
                    { id: 'addressList.phone' },
                    { phone: formatPhone(address.phone, isCountryCode(address.country) ? address.country : undefined) },
                  )}
                </address>
                <div className={styles.actions}>
                  {address.is_default ? null : (
                    <Button variant="secondary" onPress={() => (isBusy ? undefined : onSetDefault(address.id))}>
                      {intl.formatMessage({ id: 'addressList.setDefault' }, labelValues)}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    id={deleteButtonId(address.id)}
                    onPress={() => {
                      if (isBusy) return;
                      openedFrom.current = address.id;
                      setConfirming(address);
                    }}
                  >
                    {intl.formatMessage({ id: 'addressList.delete' }, labelValues)}
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>

      <ConfirmDialog
        name="delete-address"
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
        title={intl.formatMessage({ id: 'addressList.confirmTitle' })}
        description={
          confirming
            ? intl.formatMessage(
                { id: 'addressList.confirmBody' },
                { address: `${nameOf(confirming)}, ${confirming.line1}, ${confirming.postcode} ${confirming.city}` },
              )
            : null
        }
        cancelLabel={intl.formatMessage({ id: 'addressList.cancel' })}
        confirmLabel={intl.formatMessage({ id: 'addressList.confirmDelete' })}
        onCloseAutoFocus={(event) => {
          // Back to the Delete button that opened the dialog; after a deletion that
          // button is gone with its address, so land on the list instead.
          event.preventDefault();
          const opener = openedFrom.current === null ? null : document.getElementById(deleteButtonId(openedFrom.current));
          if (deleted.current || !opener) rootRef.current?.focus();
          else opener.focus();
          deleted.current = false;
        }}
      />
    </div>
  );
}
