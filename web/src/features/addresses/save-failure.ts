import { ApiError } from '@chipmart/client';
import { m } from '$paraglide/messages.js';
import { isAddressField, type AddressProblems } from './address-rules.ts';

/** Why saving failed: the server's messages for the fields it named, and anything else in plain words. */
export interface SaveFailure {
  fields: AddressProblems;
  message: string | undefined;
}

/** Reads a failed save: 4220 messages go to their fields; a full address book (409) or a lost connection is said above the button. */
export function describeSaveFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: m.addresses_offline() };
  const fields: AddressProblems = {};
  const unplaced: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    if (isAddressField(field)) fields[field] ??= message;
    else unplaced.push(message);
  }
  if (error.fieldErrors.length === 0) return { fields, message: error.message };
  return { fields, message: unplaced.length > 0 ? unplaced.join(' ') : undefined };
}
