/** Non-empty rows per sheet: a BOM's 5,000 lines with its header and a few title rows above it. */
const MAX_ROWS = 5020;

/**
 * What a spreadsheet upload may hold. Checked before the file reaches a
 * parser: a parser handed a zip bomb or a million rows has already lost.
 */
export const SPREADSHEET_LIMITS = {
  /** The file as uploaded (the contract's request limit adds room for the form around it). */
  maxFileBytes: 5 * 1_048_576,
  maxRows: MAX_ROWS,
  maxColumns: 50,
  /** `<row>` elements a sheet's XML may hold, formatted blank rows included; past this it is refused before it is parsed. */
  maxRowElements: 4 * MAX_ROWS,
  maxSheets: 20,
  /** The xlsx's parts unpacked, as its zip directory declares them. */
  maxUnpackedBytes: 50 * 1_048_576,
  /** Unpacked size over packed size: real workbooks stay well under 30, bombs go to thousands. */
  maxPackingRatio: 100,
  maxZipEntries: 2000,
  /** Rows looked at for the header row. */
  headerSearchRows: 10,
} as const;
