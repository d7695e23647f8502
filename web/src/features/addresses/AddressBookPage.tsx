import { getListUserAddressesQueryOptions } from '@chipmart/generated/internal/hooks/address/address';
import type { Address, AddressInputTypeId } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { BILLING, SHIPPING } from './address-rules.ts';
import { AddressCard } from './AddressCard.tsx';
import { LazyAddressDialog, LazyDeleteAddressDialog } from './LazyAddressDialog.tsx';
import { useAddressActions } from './use-address-actions.ts';
import './addresses.css';

type Editing = { address?: Address; typeId: AddressInputTypeId } | undefined;

/** The buyer's saved shipping and billing addresses: add, change, delete, and pick the default of each type. */
export function AddressBookPage() {
  const list = useScopedQuery(getListUserAddressesQueryOptions(undefined, { query: { retry: false } }));
  const actions = useAddressActions();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Address>();

  if (list.isPending)
    return (
      <p>
        <LoadingText />
      </p>
    );
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;

  const addresses = list.data.lists;
  const section = (typeId: AddressInputTypeId, title: string, empty: string) => {
    const ofType = addresses.filter((address) => address.type_id === typeId);
    return (
      <section className="address-section" aria-labelledby={`address-section-${typeId}`}>
        <h2 id={`address-section-${typeId}`} className="address-section-title">
          {title}
        </h2>
        {ofType.length === 0 ? (
          <p className="address-empty">{empty}</p>
        ) : (
          <ul className="address-cards">
            {ofType.map((address) => (
              <li key={address.address_id}>
                <AddressCard
                  address={address}
                  busy={actions.updating || actions.deleting}
                  onEdit={() => setEditing({ address, typeId: address.type_id })}
                  onDelete={() => setDeleting(address)}
                  onMakeDefault={() => void actions.makeDefault(address)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  };

  return (
    <div className="address-book">
      <div className="address-book-bar">
        <p className="address-count">{m.addresses_count({ count: list.data.total })}</p>
        <button type="button" className="button button-primary" onClick={() => setEditing({ typeId: SHIPPING })}>
          {m.addresses_add()}
        </button>
      </div>
      {section(SHIPPING, m.addresses_shippingTitle(), m.addresses_noShipping())}
      {section(BILLING, m.addresses_billingTitle(), m.addresses_noBilling())}
      <LazyAddressDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        address={editing?.address}
        typeId={editing?.typeId ?? SHIPPING}
        choosesType
      />
      <LazyDeleteAddressDialog
        address={deleting}
        busy={actions.deleting}
        onCancel={() => setDeleting(undefined)}
        onConfirm={async (address) => {
          if (await actions.deleteAddress(address)) setDeleting(undefined);
        }}
      />
    </div>
  );
}
