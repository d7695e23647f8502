import { useAddToCart } from '@/features/cart';
import { addPartToCompare } from '@/features/compare';
import { addPartToRfq } from '@/features/rfq';
import type { GoodsActionHandlers } from '@/shared/goods/goods-actions-context.ts';

/** The parts' RFQ, compare and cart buttons, each handled by the feature that keeps that list. */
export const goodsActions: GoodsActionHandlers = { addToRfq: addPartToRfq, addToCompare: addPartToCompare, useAddToCart };
