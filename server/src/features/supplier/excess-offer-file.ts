import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { invalidField } from '../../platform/http/errors.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';
import { readSpreadsheet, type SpreadsheetUpload } from '../uploads/index.ts';
import { excessFileMessages } from './excess-file-messages.ts';
import { storeExcessOffer, type ExcessContact } from './excess-offers.ts';
import { linesOfSheet, type SheetReading } from './excess-sheet-lines.ts';
import { supplierMessages } from './messages.ts';

/**
 * Stores an excess list sent as its spreadsheet: every row of the chosen
 * sheet read by the uploads feature (its type, size, row and zip-bomb
 * checks), turned into lines by the supplier's column map and edits, and
 * stored like a list sent as lines only when every line passes.
 */
export async function submitExcessOfferFile(
  db: Database,
  currencies: CurrencyBook,
  request: { userId: number; upload: SpreadsheetUpload; sheetIndex: number; reading: SheetReading; contact: ExcessContact; locale: LocaleCode },
  now: Date,
): Promise<components['schemas']['ExcessOfferResult']> {
  const { reading } = request;
  if (!currencies.find(reading.currency)) throw invalidField('currency', supplierMessages.currencyNotOffered);
  const { sheets } = await readSpreadsheet(request.upload);
  const sheet = sheets[request.sheetIndex];
  if (!sheet) throw invalidField('sheet_index', excessFileMessages.noSuchSheet, { sheets: sheets.length });
  const lines = linesOfSheet(sheet.rows, reading);
  return storeExcessOffer(db, { userId: request.userId, contact: request.contact, lines, locale: request.locale }, now);
}
