import { m } from '$paraglide/messages.js';

/** The head descriptions of the two supplier pages: what each is for. */
export const supplierRegistrationSeo = () => ({ description: m.supplier_registrationPurpose() });
export const sellYourExcessSeo = () => ({ description: m.supplier_excessPurpose() });
