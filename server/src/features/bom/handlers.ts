import type { Handlers } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import { deleteBoms, duplicateBom, getBom, listBomLines, listBoms, matchBom, renameBom } from './bom-handlers.ts';
import type { BomDeps } from './deps.ts';
import { downloadBomTemplate, exportBom, uploadBom } from './file-handlers.ts';
import { addBomLine, changeBomLineMatching, changeBomLinePart, changeBomLineSupplier, changeBomQuantity, deleteBomLines } from './line-handlers.ts';
import { listBomLineParts, listBomLineSuppliers } from './option-handlers.ts';

/** The BOM tool's calls: the list, one BOM and its lines, matching and the buyer's corrections. */
export const bomHandlers = (deps: BomDeps): Handlers<AuthUser> => ({
  downloadBomTemplate: downloadBomTemplate(),
  uploadBom: uploadBom(deps),
  exportBom: exportBom(deps),
  listBoms: listBoms(deps),
  getBom: getBom(deps),
  listBomLines: listBomLines(deps),
  renameBom: renameBom(deps),
  deleteBoms: deleteBoms(deps),
  duplicateBom: duplicateBom(deps),
  matchBom: matchBom(deps),
  addBomLine: addBomLine(deps),
  deleteBomLines: deleteBomLines(deps),
  changeBomQuantity: changeBomQuantity(deps),
  changeBomLineSupplier: changeBomLineSupplier(deps),
  changeBomLinePart: changeBomLinePart(deps),
  changeBomLineMatching: changeBomLineMatching(deps),
  listBomLineSuppliers: listBomLineSuppliers(deps),
  listBomLineParts: listBomLineParts(deps),
});
