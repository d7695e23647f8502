import type { OrderAddress } from '@chipmart/generated/internal/model/index';

/** An address as it was when the order was placed. */
export function OrderAddressBlock({ address }: { address: OrderAddress }) {
  const place = [address.postal_code, address.city, address.state].filter(Boolean).join(' ');
  return (
    <address className="order-address">
      <strong>{address.contact_name}</strong>
      {address.company_name && <span>{address.company_name}</span>}
      <span>{address.address_ln1}</span>
      {address.address_ln2 && <span>{address.address_ln2}</span>}
      <span>{place}</span>
      <span>{address.country_name}</span>
      <span>{address.telephone}</span>
      <span>{address.email_address}</span>
    </address>
  );
}
