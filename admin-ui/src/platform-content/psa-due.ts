/**
 * Spec section 2: the PSA shows at login and is dismissed once per login. A login marks it due;
 * 'I understand' clears it, so reloads and other tabs of the same login do not show it again.
 */
const PSA_DUE_KEY = 'tracklight.psa-due';

export const markPsaDue = (): void => localStorage.setItem(PSA_DUE_KEY, 'true');

export const psaIsDue = (): boolean => localStorage.getItem(PSA_DUE_KEY) === 'true';

export const dismissPsa = (): void => localStorage.removeItem(PSA_DUE_KEY);
