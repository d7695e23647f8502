import type { Address } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { BILLING } from './address-rules.ts';
import { AddressLines } from './AddressLines.tsx';

interface Props {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One saved address with its actions, each named with the contact so a screen reader can tell the cards apart. */
export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: Props) {
  const who = address.contact_name;
  return (
    <article className={address.is_default ? 'address-card address-card-default' : 'address-card'} aria-label={`${who}, ${address.city}`} data-testid="address-card">
      {address.is_default && <p className="address-default-badge">{address.type_id === BILLING ? m.addresses_defaultBilling() : m.addresses_defaultShipping()}</p>}
      <AddressLines address={address} />
      <div className="address-card-actions">
        <button type="button" className="button" onClick={onEdit} aria-label={m.addresses_editFor({ name: who })}>
          {m.addresses_edit()}
        </button>
        {!address.is_default && (
          <button type="button" className="button" disabled={busy} onClick={onMakeDefault} aria-label={m.addresses_makeDefaultFor({ name: who })}>
            {m.addresses_makeDefault()}
          </button>
        )}
        <button type="button" className="button address-delete" disabled={busy} onClick={onDelete} aria-label={m.addresses_deleteFor({ name: who })}>
          {m.addresses_delete()}
        </button>
      </div>
    </article>
  );
}
