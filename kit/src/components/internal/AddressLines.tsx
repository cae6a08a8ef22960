import type { ShippingAddress } from '../../api/accountTypes';

export type AddressLinesProps = {
  address: Pick<ShippingAddress, 'line1' | 'line2' | 'postcode' | 'city'>;
  /** The country's name in the shopper's language. */
  countryName: string;
};

/** An address's street, town and country lines, for inside an `<address>` (list and order share it). */
export function AddressLines({ address, countryName }: AddressLinesProps) {
  return (
    <>
      {address.line1}
      <br />
      {address.line2 ? (
        <>
          {address.line2}
          <br />
        </>
      ) : null}
      {address.postcode} {address.city}
      <br />
      {countryName}
    </>
  );
}
