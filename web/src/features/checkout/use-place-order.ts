import { ApiError } from '@chipmart/client';
import { getGetCartCountQueryKey, getGetCartListsQueryKey } from '@chipmart/generated/internal/hooks/cart/cart';
import { placeOrder } from '@chipmart/generated/internal/hooks/order/order';
import type { OrderAddRequest } from '@chipmart/generated/internal/model/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { m } from '$paraglide/messages.js';
import { currentLocale, localizePath } from '@/platform/i18n/locale.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { AttemptKeys, type OrderNotes } from './order-request.ts';

/** Why placing failed, as the page shows it. */
export type PlaceFailure =
  /** Price, stock or shipping changed (409): the page shows the new preview with the changes marked. */
  | { kind: 'changed'; message: string }
  /** The server named fields: the notes' messages go next to them, the rest above the button. */
  | { kind: 'fields'; fields: Partial<Record<keyof OrderNotes, string>>; message: string | undefined }
  /** Anything else (a deleted address, no connection): said above the button; the same attempt may be sent again. */
  | { kind: 'other'; message: string };

const NOTE_FIELDS: readonly string[] = ['remark', 'po_number'];

export function placeFailure(error: unknown): PlaceFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: m.checkout_offline() };
  if (error.code === 4090) return { kind: 'changed', message: error.message };
  if (error.code === 4220) {
    const fields: Partial<Record<keyof OrderNotes, string>> = {};
    const rest: string[] = [];
    for (const { field, message } of error.fieldErrors) {
      if (NOTE_FIELDS.includes(field)) fields[field as keyof OrderNotes] ??= message;
      else rest.push(message);
    }
    return { kind: 'fields', fields, message: rest.length > 0 ? rest.join(' ') : undefined };
  }
  return { kind: 'other', message: error.message };
}

/** Whether the server answered for good: the next attempt, even with the same body, is a new one. */
const answered = (error: unknown) => error instanceof ApiError && error.status < 500;

/**
 * Places the order with an Idempotency-Key made once per attempt, so a
 * double click or a retry after a lost answer cannot place two orders; on
 * success the cart badge and lines are read again and the buyer goes on to pay.
 */
export function usePlaceOrderFlow(onFailure: (failure: PlaceFailure) => void) {
  const keys = useRef(new AttemptKeys());
  // The generated call with the attempt's key as a header (orval leaves header parameters to the caller).
  const mutation = useMutation({
    mutationFn: ({ data, key }: { data: OrderAddRequest; key: string }) => placeOrder(data, undefined, { headers: { 'Idempotency-Key': key } }),
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function place(request: OrderAddRequest) {
    if (mutation.isPending) return;
    const key = keys.current.keyFor(request);
    mutation.mutate(
      { data: request, key },
      {
        onSuccess: async (placed) => {
          keys.current.settle();
          void queryClient.invalidateQueries({ queryKey: getGetCartCountQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getGetCartListsQueryKey() });
          const params = new URLSearchParams({ order: placed.order_sn });
          await navigate({ href: `${localizePath(pages.payPayment.path, currentLocale())}?${params.toString()}` });
        },
        onError: (error) => {
          if (answered(error)) keys.current.settle();
          onFailure(placeFailure(error));
        },
      },
    );
  }

  return { place, placing: mutation.isPending || mutation.isSuccess };
}
