import { HOP_VIA_LEGEND, hopViaLabel, STAGE_LEGEND, stageLabel } from './stage-labels';

it('names every stage in words, and leaves an unknown one as it is', () => {
  expect(['niu', 'nir', 'air', 'alp', 'alp-post-consent', 'alp-post-consent-refresh'].map(stageLabel)).toEqual([
    'Network click',
    'Network redirect',
    'Advertiser redirect',
    'Landing page',
    'After consent',
    'After consent, next page',
  ]);
  expect(stageLabel('elsewhere')).toBe('elsewhere');
});

it('says in words what moved the browser on from a hop', () => {
  expect(['http-redirect', 'meta-refresh', 'script', 'final', 'other'].map(hopViaLabel)).toEqual(['HTTP redirect', 'Meta refresh', 'Script', 'Landed', 'other']);
});

it('explains every stage it names, in the order an audit passes them', () => {
  expect(STAGE_LEGEND.map(({ code }) => code)).toEqual(['niu', 'nir', 'air', 'alp', 'alp-post-consent', 'alp-post-consent-refresh']);
  for (const { label, meaning } of STAGE_LEGEND) {
    expect(label).not.toBe('');
    expect(meaning).toMatch(/^[A-Z].{20,}\.$/);
  }
  expect(HOP_VIA_LEGEND.map(({ code }) => hopViaLabel(code))).toEqual(HOP_VIA_LEGEND.map(({ label }) => label));
});
