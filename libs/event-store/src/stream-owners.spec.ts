import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STREAM_OWNERS } from './stream-names';

/** The table in docs/streams.md, as stream type → owner. */
const documentedOwners = (): Record<string, string> => {
  const doc = readFileSync(join(__dirname, '../../../docs/streams.md'), 'utf8');
  const rows = doc.split('\n').filter((line) => /^\| `[a-z]+` \|/.test(line));
  return Object.fromEntries(
    rows.map((row) => {
      const [type, owner] = row.split('|').slice(1, 3).map((cell) => cell.trim());
      return [type.replaceAll('`', ''), owner];
    }),
  );
};

describe('stream owners', () => {
  it('docs/streams.md names every stream type with the owner the code routes it by', () => {
    expect(documentedOwners()).toEqual(STREAM_OWNERS);
  });
});
