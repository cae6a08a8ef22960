import { Fragment } from 'react';
import { addressLines, isCountryCode, type ShippingAddress } from '../../domain';

export type AddressLinesProps = {
  /** `province` may be missing from an order placed before addresses kept one. */
  address: Pick<ShippingAddress, 'line1' | 'line2' | 'postcode' | 'city' | 'country'> & { province?: string };
  /** The country's name in the shopper's language. */
  countryName: string;
};

/**
 * An address's lines as its country writes them (`addressLines`: "London" then "SW1A 1AA"
 * in the UK, "75008 Paris" in France, "00184 Roma RM" in Italy), then the country, for inside an `<address>` (list
 * and order share it).
 */
export function AddressLines({ address, countryName }: AddressLinesProps) {
  const lines = isCountryCode(address.country)
    ? addressLines({ ...address, country: address.country })
    : [address.line1, address.line2, `${address.postcode} ${address.city}`, address.province ?? ''].filter(Boolean);
  return (
    <>
      {[...lines, countryName].map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
