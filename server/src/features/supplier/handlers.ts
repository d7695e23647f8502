import type { AuthUser } from '../identity/index.ts';
import { signedIn, type Handlers } from '../../platform/http/handler.ts';
import { publicOrigin } from '../../platform/http/public-origin.ts';
import type { SupplierDeps } from './deps.ts';
import { submitExcessOfferFile } from './excess-offer-file.ts';
import { listExcessOffers, submitExcessOffer } from './excess-offers.ts';
import { readOwnLicense, storeLicense } from './license-files.ts';
import type { LicenseContentType } from './license-type.ts';
import { supplierMessages } from './messages.ts';
import { listSettlements, submitSettlement } from './settlement.ts';
import { sendSupplierCode } from './supplier-code.ts';
import { uploadMessages } from '../../platform/upload-messages.ts';

/** Reading a whole spreadsheet is work for the CPU: an account may send this many in a minute, refused or not. */
const EXCESS_FILES_PER_MINUTE = { limit: 10, windowSeconds: 60 };

export const supplierHandlers = ({ db, now, mail, currencies, rateLimiter }: SupplierDeps): Handlers<AuthUser> => ({
  sendSupplierCode: async ({ query, clientAddress, locale, say }) => {
    const sent = await sendSupplierCode(db, { email: query.email.trim().toLowerCase(), clientAddress, locale }, now());
    mail.kick();
    say(supplierMessages.codeSent, { email: sent.email });
    return sent;
  },

  uploadSupplierLicense: async ({ body, user, context, say }) => {
    const stored = await storeLicense(db, { userId: signedIn(user).userId, fileName: body.file.name, bytes: new Uint8Array(await body.file.arrayBuffer()) }, now());
    say(uploadMessages.uploaded);
    return {
      file_id: stored.fileId,
      file_name: stored.fileName,
      url: `${publicOrigin(context)}/api/upload/supplier_license/${stored.fileId}`,
      content_type: stored.contentType,
      size: stored.size,
    };
  },

  getSupplierLicense: async ({ params, user }) => {
    const file = await readOwnLicense(db, signedIn(user).userId, params.fileId);
    return { kind: 'file', content: file.content, contentType: file.contentType as LicenseContentType, fileName: file.fileName };
  },

  submitSupplierSettlement: async ({ body, user, locale, say }) => {
    const result = await submitSettlement(db, { userId: signedIn(user).userId, body, locale }, now());
    say(supplierMessages.applicationReceived);
    return result;
  },

  listSupplierSettlements: async ({ user }) => ({ lists: await listSettlements(db, signedIn(user).userId) }),

  submitExcessOffer: async ({ body, user, locale, say }) => {
    const result = await submitExcessOffer(db, currencies, { userId: signedIn(user).userId, body, locale }, now());
    say(supplierMessages.excessReceived);
    return result;
  },

  submitExcessOfferFile: async ({ body, user, locale, say }) => {
    const { userId } = signedIn(user);
    await rateLimiter.consume(`excess-file:${userId}`, EXCESS_FILES_PER_MINUTE);
    const { file, sheet_index, company_name, contact_name, email, telephone, remark, ...reading } = body;
    const upload = { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
    const contact = { company_name, contact_name, email, telephone, ...(remark === undefined ? {} : { remark }) };
    const result = await submitExcessOfferFile(db, currencies, { userId, upload, sheetIndex: sheet_index ?? 0, reading, contact, locale }, now());
    say(supplierMessages.excessReceived);
    return result;
  },

  listExcessOffers: async ({ user }) => ({ lists: await listExcessOffers(db, signedIn(user).userId) }),
});
