#!/usr/bin/env bash
# Rewrites the settings table in README.md from libs/config/src/settings.ts (after a build).
set -euo pipefail
cd "$(dirname "$0")/.."
node -e "
const fs = require('fs');
const table = require('./dist/libs/config/src').settingsTable();
const readme = fs.readFileSync('README.md', 'utf8');
const start = readme.indexOf('| Setting | Default | Meaning |');
const end = readme.indexOf('\n\n', start);
fs.writeFileSync('README.md', readme.slice(0, start) + table + readme.slice(end));
"
