import { whitelistStatusText } from './whitelist-status';

describe('whitelistStatusText', () => {
  it.each([
    [null, 'Not requested'],
    [{ whitelistSent: false, whitelistConfirmed: false, whitelistActive: false }, 'Requested, not sent to the advertiser yet'],
    [{ whitelistSent: true, whitelistConfirmed: false, whitelistActive: false }, 'Sent to the advertiser, awaiting confirmation'],
    [{ whitelistSent: true, whitelistConfirmed: true, whitelistActive: false }, 'Confirmed by the advertiser, not active yet'],
    // The furthest step counts, even when an earlier tick was left off.
    [{ whitelistSent: false, whitelistConfirmed: false, whitelistActive: true }, "Active: the audit browser's traffic is whitelisted"],
  ])('%j reads %s', (request, text) => {
    expect(whitelistStatusText(request)).toBe(text);
  });
});
