import { m } from '$paraglide/messages.js';
import { wholeMegabytes } from '@/platform/lib/file-size.ts';

/** What the file chooser offers: Excel workbooks and CSV files. */
export const BOM_FILE_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** readExcel's and uploadBom's file limit, as their contract states it (up to 5 MB). */
export const BOM_FILE_MAX_BYTES = 5 * 1_048_576;

const ENDINGS = ['.xlsx', '.csv'];

/** Why a chosen file cannot be read as a BOM, checked before it is sent. */
export function bomFileProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!ENDINGS.some((ending) => file.name.toLowerCase().endsWith(ending))) return m.bom_fileWrongType();
  if (file.size > BOM_FILE_MAX_BYTES) return m.bom_fileTooLarge({ max: wholeMegabytes(BOM_FILE_MAX_BYTES) });
  if (file.size === 0) return m.bom_fileEmpty();
  return undefined;
}
