import type { Address, AddressInputTypeId } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { AddressLines, LazyAddressDialog } from '@/features/addresses';
import { ChoiceCards, type ChoiceCard } from './ChoiceCards.tsx';

/** The value of the billing choice "invoice the shipping address" (billing_id null). */
export const SAME_AS_SHIPPING = 'same';

interface Props {
  id: string;
  title: string;
  typeId: AddressInputTypeId;
  addresses: Address[];
  /** The chosen address id, or SAME_AS_SHIPPING. */
  value: string;
  onChoose: (value: string) => void;
  /** For billing: the first card invoices the shipping address. */
  sameAsShipping?: boolean;
  empty?: string;
  disabled: boolean;
}

/** A section of address cards to pick from, and a dialog to add a new address, which is then picked. */
export function AddressChoice({ id, title, typeId, addresses, value, onChoose, sameAsShipping, empty, disabled }: Props) {
  const [adding, setAdding] = useState(false);
  const cards: ChoiceCard[] = addresses.map((address) => ({ value: String(address.address_id), content: <AddressLines address={address} /> }));
  if (sameAsShipping) cards.unshift({ value: SAME_AS_SHIPPING, content: <span className="checkout-same">{m.checkout_billingSame()}</span> });
  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`}>
      <div className="checkout-section-head">
        <h2 id={`${id}-title`} className="checkout-section-title">
          {title}
        </h2>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {typeId === 2 ? m.checkout_addBillingAddress() : m.checkout_addShippingAddress()}
        </button>
      </div>
      {cards.length === 0 ? <p className="checkout-note">{empty}</p> : <ChoiceCards id={id} labelledBy={`${id}-title`} value={value} onValueChange={onChoose} cards={cards} disabled={disabled} />}
      <LazyAddressDialog open={adding} onOpenChange={setAdding} typeId={typeId} onSaved={(address) => onChoose(String(address.address_id))} />
    </section>
  );
}
