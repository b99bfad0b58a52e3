import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import config from '../../codegen';

const adminUi = join(__dirname, '..', '..');
const schema = join(adminUi, '..', 'dist', 'schema.graphql');
// The CLI as npm runs it; its own process, since jest cannot load its ES modules.
const cli = join(dirname(require.resolve('@graphql-codegen/cli/package.json')), 'esm', 'bin.js');

describe('the GraphQL types generated from the server schema (codegen.ts)', () => {
  it('are committed as a fresh generation from dist/schema.graphql makes them (npm run codegen -w admin-ui)', () => {
    if (!existsSync(schema)) throw new Error(`${schema} is missing: npm run build writes it`);
    const fresh = mkdtempSync(join(tmpdir(), 'tracklight-codegen-'));
    try {
      // The same config, its files written under `fresh` instead of src/generated.
      const generates = Object.fromEntries(Object.entries(config.generates).map(([file, output]) => [join(fresh, file), output]));
      writeFileSync(join(fresh, 'codegen.json'), JSON.stringify({ ...config, generates }));
      execFileSync(process.execPath, [cli, '--config', join(fresh, 'codegen.json'), '--silent'], { cwd: adminUi, stdio: 'pipe' });
      for (const file of Object.keys(config.generates)) {
        expect({ file, content: readFileSync(join(fresh, file), 'utf8') }).toEqual({ file, content: readFileSync(join(adminUi, file), 'utf8') });
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
