import type { Address } from '@chipmart/generated/internal/model/index';
import './addresses.css';

/**
 * An address as a carrier's label reads: who, company, street, place,
 * country, how to reach them. Phrasing content only, so it can name a radio card.
 */
export function AddressLines({ address }: { address: Address }) {
  const place = [address.postal_code, address.city, address.state].filter((part) => part !== '').join(', ');
  return (
    <span className="address-lines">
      <strong>{address.contact_name}</strong>
      {address.company_name && <span>{address.company_name}</span>}
      <span>{address.address_ln1}</span>
      {address.address_ln2 && <span>{address.address_ln2}</span>}
      <span>{place}</span>
      <span>{address.country_name}</span>
      <span>
        {address.telephone} · {address.email_address}
      </span>
    </span>
  );
}
