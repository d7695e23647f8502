import type { AuthUser } from '../identity/index.ts';
import { signedIn, type Handlers } from '../../platform/http/handler.ts';
import type { UploadsDeps } from './deps.ts';
import { previewSpreadsheet } from './read-spreadsheet.ts';
import { withRememberedColumns } from './remembered-columns.ts';

/** Reading a spreadsheet is work for the CPU: an account may preview this many in a minute. */
const PREVIEWS_PER_MINUTE = { limit: 30, windowSeconds: 60 };

export const uploadsHandlers = ({ rateLimiter, rememberedMapping }: UploadsDeps): Handlers<AuthUser> => ({
  readExcelFile: async ({ body, user }) => {
    const { userId } = signedIn(user);
    await rateLimiter.consume(`read-excel:${userId}`, PREVIEWS_PER_MINUTE);
    const bytes = new Uint8Array(await body.file.arrayBuffer());
    const preview = await previewSpreadsheet({ fileName: body.file.name, bytes }, body.preview_rows);
    // A header the buyer mapped before gets their own mapping back, not the guess from its titles.
    const sheets = await Promise.all(
      preview.sheets.map(async (sheet) => {
        if (sheet.header_row === null) return sheet;
        const mapping = await rememberedMapping(userId, sheet.columns.map((column) => column.title));
        return mapping ? withRememberedColumns(sheet, mapping) : sheet;
      }),
    );
    return { ...preview, sheets };
  },
});
