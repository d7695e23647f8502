import { useCapturePaypalOrder } from '@chipmart/generated/internal/hooks/pay/pay';
import { getGetOrderPaymentStateQueryKey } from '@chipmart/generated/internal/hooks/order/order';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { problemText } from './api-problem.ts';
import type { PaymentStage } from './payment-stage.ts';

/**
 * Back from PayPal's approval page (its order id arrives as `token`): the
 * approved payment is captured, once, while the order still awaits payment;
 * then the order's state is read again. Returns whether the capture is under way. A reload after that finds the order
 * paid and captures nothing.
 */
export function usePaypalReturn(orderSn: string, token: string | undefined, stage: PaymentStage | undefined, onProblem: (text: string) => void): boolean {
  const capture = useCapturePaypalOrder();
  const queryClient = useQueryClient();
  const asked = useRef(false);

  useEffect(() => {
    if (!token || stage !== 'awaiting' || asked.current) return;
    asked.current = true;
    capture.mutate(
      { data: { order_sn: orderSn, paypal_order_id: token } },
      {
        onError: (error) => onProblem(problemText(error)),
        onSettled: () => void queryClient.invalidateQueries({ queryKey: getGetOrderPaymentStateQueryKey({ order_sn: orderSn }) }),
      },
    );
  }, [capture, onProblem, orderSn, queryClient, stage, token]);

  return capture.isPending;
}
