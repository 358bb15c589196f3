/** Where the API is served, below the site's origin. */
export const API_BASE = '/api';
