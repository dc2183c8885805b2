// What a public page's time-on-page beacon and the server agree on (no schema library: the page's script imports it).

/** Where a public page sends its time-on-page beacon (POST, a text body of at most ANALYTICS_BEACON_MAX_BYTES). */
export const ANALYTICS_BEACON_URL = '/api/analytics/beacon';

/** The largest beacon body accepted (bytes). */
export const ANALYTICS_BEACON_MAX_BYTES = 1024;
