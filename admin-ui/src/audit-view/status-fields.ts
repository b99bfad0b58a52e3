// What the status chip needs to apply the shared presentation rule (auditMemoryCookieStatus).
// displayStatus: what the server shows in place of the own status (a guided result, an enhanced status).
export const STATUS_FIELDS = 'status hasAlp memoryCookieStatus batchLink { postAlpURL skipConsent puppeteerFlags } displayStatus { kind text colour icon }';
