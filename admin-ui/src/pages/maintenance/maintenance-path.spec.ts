import { maintenancePathFrom, returnPathOf } from './maintenance-path';

describe('maintenance path', () => {
  it('remembers the address, query included, and gives it back', () => {
    const path = maintenancePathFrom('/reporting/batches?newBatch=b1');
    expect(path).toBe('/maintenance?returnTo=%2Freporting%2Fbatches%3FnewBatch%3Db1');
    expect(returnPathOf(new URLSearchParams(path.split('?')[1]).get('returnTo'))).toBe('/reporting/batches?newBatch=b1');
  });

  it.each([null, '', 'https://elsewhere.example/', 'reporting', '/maintenance?returnTo=%2F'])('goes to the start page instead of %p', (returnTo) => {
    expect(returnPathOf(returnTo)).toBe('/');
  });
});
