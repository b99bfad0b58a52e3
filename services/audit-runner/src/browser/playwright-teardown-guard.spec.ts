import { isPlaywrightTeardownRace } from './playwright-teardown-guard';

const thrownAt = (message: string, frame: string): Error => {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at Connection._createRemoteObject (${frame}:239:24)`;
  return error;
};

describe('playwright teardown race guard', () => {
  it("recognises the client's orphaned-object error", () => {
    const error = thrownAt(
      'Cannot find parent object browser-context@b4f4 to create handle@af6d',
      '/app/node_modules/playwright-core/lib/client/connection.js',
    );
    expect(isPlaywrightTeardownRace(error)).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isPlaywrightTeardownRace(thrownAt('Cannot find parent object x to create y', '/app/services/mine.js'))).toBe(false);
    expect(isPlaywrightTeardownRace(thrownAt('Target closed', '/app/node_modules/playwright-core/lib/client/connection.js'))).toBe(false);
    expect(isPlaywrightTeardownRace('Cannot find parent object x to create y')).toBe(false);
  });
});
