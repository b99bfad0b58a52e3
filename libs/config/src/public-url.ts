import type { Settings } from './settings';

/** Where users reach the product: PUBLIC_URL, or the address the server listens on. */
export const publicUrlOf = (settings: Settings): string =>
  (settings.PUBLIC_URL ?? `http://${settings.HOST}:${settings.PORT}`).replace(/\/$/, '');
