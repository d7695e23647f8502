import type { SearchBoxLook } from '@/site/shell/SearchBox.tsx';

/** A compact search with an icon button, sized for the single header bar. */
export const searchBox: SearchBoxLook = { formClassName: 'search-box search-ru', submit: 'icon' };
