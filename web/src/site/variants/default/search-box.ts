import type { SearchBoxLook } from '@/site/shell/SearchBox.tsx';

/** A wide search with the icon and the word on its button. */
export const searchBox: SearchBoxLook = { formClassName: 'search-box search-default', submit: 'iconAndText' };
