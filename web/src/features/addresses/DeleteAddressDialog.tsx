import type { Address } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { Dialog } from '@/ui/Dialog.tsx';
import { AddressLines } from './AddressLines.tsx';

interface Props {
  address: Address | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (address: Address) => void;
}

/** Asks before an address is deleted, showing which one; orders placed with it keep their copy. */
export function DeleteAddressDialog({ address, busy, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={address !== undefined} onOpenChange={(open) => !open && onCancel()} title={m.addresses_deleteTitle()} description={m.addresses_deleteText()}>
      {address && (
        <div className="address-delete-confirm">
          <AddressLines address={address} />
          <div className="address-form-actions">
            <button type="button" className="button address-danger" disabled={busy} onClick={() => onConfirm(address)}>
              {busy ? m.addresses_deleting() : m.addresses_deleteConfirm()}
            </button>
            <button type="button" className="button" onClick={onCancel}>
              {m.addresses_cancel()}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
