import { join } from 'node:path';
import type { Settings } from './settings';

/** Where audit screenshots live: SCREENSHOT_DIR, else under DATA_DIR (the audits write, reports read). */
export const screenshotDirectory = (settings: Pick<Settings, 'SCREENSHOT_DIR' | 'DATA_DIR'>): string =>
  settings.SCREENSHOT_DIR ?? join(settings.DATA_DIR, 'screenshots');
