import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

// The library is bundled into the browser app as well as run by the server, so its shipped files
// may import only each other: no Node built-ins, no packages.
describe('presentation library', () => {
  const shipped = readdirSync(__dirname).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.endsWith('.fixture.ts'),
  );

  it.each(shipped)('%s imports only sibling modules', (file) => {
    const source = readFileSync(join(__dirname, file), 'utf8');
    const specifiers = [...source.matchAll(/(?:from|import|require\()\s*['"]([^'"]+)['"]/g)].map(
      (match) => match[1],
    );
    expect(specifiers.filter((specifier) => !specifier!.startsWith('./'))).toEqual([]);
  });

  it('is reachable through the @tracklight/presentation alias', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const api = require('@tracklight/presentation');
    expect(typeof api.auditBadges).toBe('function');
    expect(typeof api.displayStatus).toBe('function');
  });
});
