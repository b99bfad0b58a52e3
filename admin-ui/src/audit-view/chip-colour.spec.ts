import { badgeChip, chipColour } from './chip-colour';

describe('badge chips', () => {
  it("paints the spec's colours with the theme's (primary green, secondary grey)", () => {
    expect([chipColour('primary'), chipColour('warning'), chipColour('danger'), chipColour('secondary')]).toEqual([
      'success',
      'warning',
      'error',
      'default',
    ]);
    expect(chipColour(null)).toBe('default');
  });

  it('fills staff-only badges and keeps a detail to open', () => {
    const liteError = { key: 'lite-error', label: 'Lite Error', colour: 'danger' as const, superAdminOnly: true, detail: 'Error: at x' };
    expect(badgeChip(liteError)).toEqual({ key: 'lite-error', label: 'Lite Error', colour: 'error', variant: 'filled', detail: 'Error: at x' });
    const shopify = { key: 'shopify', label: 'Shopify detected', colour: null, superAdminOnly: false, detail: '' };
    expect(badgeChip(shopify)).toEqual({ key: 'shopify', label: 'Shopify detected', colour: 'default', variant: 'outlined', detail: null });
  });
});
