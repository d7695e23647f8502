/** defaultImg: shown wherever a part or avatar has no image of its own. */
export const defaultImg =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#eef1f5"/><rect x="18" y="18" width="28" height="28" rx="3" fill="#9aa5b4"/><g stroke="#9aa5b4" stroke-width="3">' +
      '<path d="M24 10v8M32 10v8M40 10v8M24 46v8M32 46v8M40 46v8M10 24h8M10 32h8M10 40h8M46 24h8M46 32h8M46 40h8"/></g></svg>',
  );
