/** The no-layout page shown while the server is down (spec sections 2 and 8). */
export const MAINTENANCE_PATH = '/maintenance';

/** The maintenance page, remembering the address to go back to. */
export const maintenancePathFrom = (from: string): string => `${MAINTENANCE_PATH}?${new URLSearchParams({ returnTo: from })}`;

/** Where to go once the server is back: the remembered address inside the app, else the start page. */
export const returnPathOf = (returnTo: string | null): string =>
  returnTo?.startsWith('/') && !returnTo.startsWith(MAINTENANCE_PATH) ? returnTo : '/';
