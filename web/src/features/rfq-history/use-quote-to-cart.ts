import { ApiError } from '@chipmart/client';
import { getGetCartCountQueryKey, getGetCartListsQueryKey } from '@chipmart/generated/internal/hooks/cart/cart';
import { useAddRfqQuoteToCart } from '@chipmart/generated/internal/hooks/rfq/rfq';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { showToast } from '@/ui/toast-store.ts';

const CART_NUM_FIELD = 'cart_num';
const CONFLICT_STATUS = 409;

/** What the server said when it refused: a message for the quantity field, or the reason the quote cannot be added. */
export interface QuoteToCartRefusal {
  piecesError?: string;
  reason?: string;
}

/**
 * Puts pieces of a quote in the cart at the quoted price; on success the
 * cart's count and lines are read again (the side bar's badge follows) and
 * a toast says so. A refusal is returned for the quote's row to show.
 */
export function useQuoteToCart() {
  const queryClient = useQueryClient();
  const mutation = useAddRfqQuoteToCart();

  async function add(quoteId: number, pieces: number, partNumber: string): Promise<QuoteToCartRefusal | undefined> {
    try {
      await mutation.mutateAsync({ data: { quote_id: quoteId, cart_num: pieces } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetCartCountQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetCartListsQueryKey() }),
      ]);
      showToast(m.rfqHistory_addedToCart({ part: partNumber }));
      return undefined;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        showToast(m.rfqHistory_networkError(), 'error', TOAST_ERROR_DURATION_MS);
        return {};
      }
      const piecesError = error.fieldMessage(CART_NUM_FIELD);
      if (piecesError) return { piecesError };
      if (error.status === CONFLICT_STATUS) return { reason: error.message };
      showToast(error.message, 'error', TOAST_ERROR_DURATION_MS);
      return {};
    }
  }

  return { add, isAdding: mutation.isPending };
}
