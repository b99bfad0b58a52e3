import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { reportingEmptyLooks } from './autoconsent-driver';

const published = readFileSync(join(dirname(require.resolve('@duckduckgo/autoconsent')), 'autoconsent.playwright.js'), 'utf8');

describe('reportingEmptyLooks', () => {
  it('makes the pinned autoconsent report a look that found nothing when it ends, before its retry wait', () => {
    const patched = reportingEmptyLooks(published);
    const attemptEnd = patched.indexOf('if (foundCMPs.length === 0) this.updateState({ emptyLooks: this.state.findCmpAttempts });');
    expect(attemptEnd).toBeGreaterThan(0);
    expect(patched.indexOf('this.domActions.wait(500)', attemptEnd)).toBeGreaterThan(attemptEnd);
    expect(patched.length).toBeGreaterThan(published.length);
  });

  it('refuses a bundle whose findCmp changed, rather than never reporting', () => {
    expect(() => reportingEmptyLooks(published.replace('this.detectHeuristics();', 'this.detectHeuristicsNow();'))).toThrow(/changed its findCmp/);
  });
});
