import { buyingPages } from './content-pages-buying.ts';
import { companyPages } from './content-pages-company.ts';
import { policyPages } from './content-pages-policies.ts';
import { servicePages } from './content-pages-services.ts';
import { supportPages } from './content-pages-support.ts';

/** Every content page the site ships with, in the order the editors group them. */
export const contentPageSeed = [...companyPages, ...servicePages, ...supportPages, ...buyingPages, ...policyPages];
