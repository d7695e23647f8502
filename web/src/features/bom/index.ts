// BOMs: the upload with its column mapping (/bom), a BOM's matched lines (/bom/{id}) and the buyer's list of BOMs (/myaccount/bom-list).
export { BomDetailPage } from './BomDetailPage.tsx';
export { bomListSearch, type BomListSearch } from './bom-list-search.ts';
export { BomListPage } from './BomListPage.tsx';
export { BomUploadPage } from './BomUploadPage.tsx';
