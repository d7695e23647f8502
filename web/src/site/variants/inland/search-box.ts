import type { SearchBoxLook } from '@/site/shell/SearchBox.tsx';

/** A large search with a BOM shortcut beside it, for buyers who order whole bills of materials. */
export const searchBox: SearchBoxLook = { formClassName: 'search-box', submit: 'text', shortcut: { page: 'bom', className: 'search-inland' } };
