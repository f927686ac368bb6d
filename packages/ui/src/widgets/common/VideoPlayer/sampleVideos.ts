/**
 * For stories (not exported from the package): a poster drawn inline, so no story needs the network. The brand
 * colours of the default theme, as a gradient.
 */
export const SAMPLE_POSTER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs><rect width="16" height="9" fill="url(#g)"/></svg>',
)}`;
