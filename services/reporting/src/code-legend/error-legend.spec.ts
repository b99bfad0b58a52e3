import { DESCRIBED_ERROR_IDS, errorMeaning } from '@tracklight/presentation';
import type { ErrorCatalogue } from '../cms-content/error-catalogue';
import { errorLegend } from './error-legend';

const catalogue: ErrorCatalogue = new Map([
  ['10.10', { description: 'A tenth check', moonpullOnly: false, hideFromDownload: false }],
  ['10.2.1', { description: 'Shopify storefront', moonpullOnly: false, hideFromDownload: true }],
  ['7.7', { description: 'Internal only', moonpullOnly: true, hideFromDownload: false }],
]);

describe('errorLegend', () => {
  it('gives the CMS text where the catalogue has one and the shipped meaning otherwise, in numbered order', () => {
    const legend = errorLegend(catalogue, true);
    const ids = legend.map(({ id }) => id);
    expect(ids.indexOf('10.2.1')).toBeLessThan(ids.indexOf('10.10'));
    expect(legend.find(({ id }) => id === '10.2.1')?.description).toBe('Shopify storefront');
    const shipped = DESCRIBED_ERROR_IDS.find((id) => !catalogue.has(id))!;
    expect(legend.find(({ id }) => id === shipped)?.description).toBe(errorMeaning(shipped));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows staff-only errors to staff, marked, and leaves them out for everyone else', () => {
    expect(errorLegend(catalogue, true).find(({ id }) => id === '7.7')).toEqual({ id: '7.7', description: 'Internal only', staffOnly: true });
    expect(errorLegend(catalogue, false).map(({ id }) => id)).not.toContain('7.7');
    expect(errorLegend(catalogue, false).every(({ staffOnly }) => !staffOnly)).toBe(true);
  });
});
