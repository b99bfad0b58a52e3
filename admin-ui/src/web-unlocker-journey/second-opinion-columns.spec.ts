import { SECOND_OPINION_EXPORT_COLUMNS, type SecondOpinionRow } from './second-opinion-columns';

const row: SecondOpinionRow = {
  id: 'audit-1',
  link: 'https://www.awin1.com/cread.php?awinmid=1',
  auditedAt: '2026-11-27T03:00:00.000Z',
  status: 'DONE',
  hasAlp: true,
  memoryCookieStatus: 'NO_MEMORY_COOKIE',
  batchLink: null,
  network: { name: 'AWIN' },
  userDefinedNetwork: null,
  advertiser: null,
  finalDomain: 'shop.example',
  liteResult: {
    cmp: null,
    error: null,
    source: 'WEB_UNLOCKER',
    sourceVerbiage: 'Web unlocker',
    trigger: 'requested',
    memoryCookieStatus: 'IMMEDIATE',
    memoryCookieStatusReadable: 'Immediate',
  },
};

describe("the web unlocker journey's CSV", () => {
  it('writes each audit beside its Lite run in the words of the screen', () => {
    const cells = Object.fromEntries(SECOND_OPINION_EXPORT_COLUMNS.map((column) => [column.header, column.value(row)]));
    expect(cells).toMatchObject({
      'Audit ID': 'audit-1',
      Advertiser: 'shop.example',
      Network: 'AWIN',
      "Lite's verdict": 'Immediate',
      'Lite path': 'Web unlocker',
      Agreement: expect.stringMatching(/^Disagree: the audit says .+, Lite says Immediate$/),
      Audited: '2026-11-27T03:00:00.000Z',
    });
    expect(cells["Audit's verdict"]).not.toBe('');
  });

  it('says why there is no Lite verdict when the Lite run failed', () => {
    const failed = { ...row, liteResult: { ...row.liteResult!, error: { message: 'blocked', stack: null } } };
    const verdict = SECOND_OPINION_EXPORT_COLUMNS.find((column) => column.header === "Lite's verdict")!;
    expect(verdict.value(failed)).toBe('Error: blocked');
  });
});
