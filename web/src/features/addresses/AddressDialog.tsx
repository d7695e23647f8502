import type { Address, AddressInputTypeId } from '@chipmart/generated/internal/model/index';
import { useId } from 'react';
import { m } from '$paraglide/messages.js';
import { Dialog } from '@/ui/Dialog.tsx';
import { draftFromAddress, emptyAddressDraft } from './address-rules.ts';
import { AddressForm } from './AddressForm.tsx';
import './addresses.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address to change; without one a new address of `typeId` is added. */
  address?: Address;
  typeId: AddressInputTypeId;
  /** Whether the form offers shipping / billing (the address book) or keeps `typeId` (checkout). */
  choosesType?: boolean;
  onSaved?: (address: Address) => void;
}

const DIALOG_WIDTH_PX = 720;

/** Adding or changing an address in a dialog; it closes once saved. */
export function AddressDialog({ open, onOpenChange, address, typeId, choosesType = false, onSaved }: Props) {
  const idPrefix = useId().replace(/:/g, '');
  const title = address ? m.addresses_editTitle() : typeId === 2 && !choosesType ? m.addresses_addBillingTitle() : m.addresses_addTitle();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} width={DIALOG_WIDTH_PX}>
      {open && (
        <AddressForm
          idPrefix={`address${idPrefix}`}
          initial={address ? draftFromAddress(address) : emptyAddressDraft(typeId)}
          addressId={address?.address_id}
          choosesType={choosesType}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
