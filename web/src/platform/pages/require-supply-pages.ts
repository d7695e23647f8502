import { notFound } from '@tanstack/react-router';
import { variantConfig } from '@variant-rules/config.ts';

/** Excess inventory and procurement pages exist only in the variants that run those services. */
export function requireSupplyPages(): void {
  if (!variantConfig.hasSupplyPages) throw notFound();
}
