import { getListUserAddressesQueryKey, useDeleteUserAddress, useUpdateUserAddress } from '@chipmart/generated/internal/hooks/address/address';
import type { Address } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { showToast } from '@/ui/toast-store.ts';
import { addressInput, draftFromAddress } from './address-rules.ts';

const failureText = (error: unknown) => (error instanceof Error && error.message ? error.message : m.addresses_offline());

/** Deleting an address and making one the default of its type; the list is read again after either. */
export function useAddressActions() {
  const queryClient = useQueryClient();
  const remove = useDeleteUserAddress();
  const update = useUpdateUserAddress();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListUserAddressesQueryKey() });

  async function deleteAddress(address: Address): Promise<boolean> {
    try {
      await remove.mutateAsync({ addressId: address.address_id });
      await refresh();
      showToast(m.addresses_deleted());
      return true;
    } catch (error) {
      showToast(failureText(error), 'error', TOAST_ERROR_DURATION_MS);
      return false;
    }
  }

  async function makeDefault(address: Address): Promise<void> {
    try {
      // The contract replaces the whole address: it is sent back as it is, now the default.
      await update.mutateAsync({ addressId: address.address_id, data: addressInput({ ...draftFromAddress(address), is_default: true }) });
      await refresh();
    } catch (error) {
      showToast(failureText(error), 'error', TOAST_ERROR_DURATION_MS);
    }
  }

  return { deleteAddress, makeDefault, deleting: remove.isPending, updating: update.isPending };
}
