import type { SearchBoxLook } from '@/site/shell/SearchBox.tsx';

/** A rounded search field with the icon button at its end. */
export const searchBox: SearchBoxLook = { formClassName: 'search-box search-ko', submit: 'icon' };
