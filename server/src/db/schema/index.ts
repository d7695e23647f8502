export * from './catalog.ts';
export * from './currency.ts';
export * from './home.ts';
export * from './identity.ts';
export * from './catalog-stats.ts';
export * from './site.ts';
