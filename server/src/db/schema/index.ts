export * from './catalog.ts';
export * from './currency.ts';
