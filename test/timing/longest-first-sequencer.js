// @ts-check
// Runs the test files that took longest first, so that no long file starts at the end of a run
// while the other workers sit idle (the integration phase's length is its last file's end). The
// durations come from test/timing/durations.json, committed, so a clean clone orders its first run
// as well as a warm one (jest's own cache of durations lives outside the checkout and is empty
// there). A file the list does not know yet runs first: a new file is most often a browser test.
// `npm run test:durations` writes the list again from the last run's figures.
const { existsSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = join(__dirname, '../..');
const DURATIONS = join(__dirname, 'durations.json');

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    /** @type {Record<string, number>} */
    const durations = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {};
    const known = (test) => durations[relative(ROOT, test.path)];
    const unknown = tests.filter((test) => known(test) === undefined);
    const measured = tests.filter((test) => known(test) !== undefined).sort((a, b) => known(b) - known(a));
    return [...super.sort(unknown), ...measured];
  }
}

module.exports = LongestFirstSequencer;
