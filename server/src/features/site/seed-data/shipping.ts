import type { shippingOptions, shippingRates } from '../../../platform/db/schema/index.ts';
import type { LocalizedText } from '../../../platform/db/schema/localized.ts';

const workingDays = (range: string): LocalizedText => ({
  en: `${range} working days`,
  zh: `${range} 个工作日`,
  de: `${range} Werktage`,
  fr: `${range} jours ouvrés`,
  jp: `${range} 営業日`,
  ru: `${range} рабочих дней`,
  ko: `영업일 기준 ${range}일`,
});

/** Carriers with their base price (USD) and price per zone: 0 mainland China, 1 Asia-Pacific, 2 Europe / North America, 3 rest of world. */
const carriers: Array<{ id: number; name: string; days: string; base: number; zones: Partial<Record<0 | 1 | 2 | 3, number>> }> = [
  { id: 1, name: 'SF Express', days: '1-3', base: 4.5, zones: { 0: 4.5 } },
  { id: 2, name: 'EMS', days: '7-15', base: 18, zones: { 1: 14, 2: 19.5, 3: 26 } },
  { id: 3, name: 'DHL Express', days: '3-5', base: 35, zones: { 1: 26, 2: 35, 3: 48 } },
  { id: 4, name: 'FedEx International Priority', days: '2-4', base: 34.5, zones: { 1: 27.5, 2: 34.5, 3: 46 } },
  { id: 5, name: 'UPS Worldwide Saver', days: '3-6', base: 31, zones: { 1: 24, 2: 31, 3: 44 } },
  { id: 6, name: 'UPS Standard', days: '5-8', base: 24.5, zones: { 2: 24.5 } },
];

export const shippingOptionSeed: Array<typeof shippingOptions.$inferInsert> = carriers.map((carrier, index) => ({
  id: carrier.id,
  name: carrier.name,
  transitTime: workingDays(carrier.days),
  basePriceUsd: carrier.base,
  sort: index + 1,
}));

export const shippingRateSeed: Array<typeof shippingRates.$inferInsert> = carriers.flatMap((carrier) =>
  Object.entries(carrier.zones).map(([zone, priceUsd]) => ({ shippingOptionId: carrier.id, zone: Number(zone), priceUsd })),
);
