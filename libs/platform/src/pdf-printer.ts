import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Browser } from 'playwright-core';
import type { Settings } from '@tracklight/config';
import { chromiumBaseFlags, withMergedFeatures } from './chromium-flags';
import { SETTINGS } from './tokens';

/**
 * Prints HTML to PDF with the Chromium the audits drive (CHROMIUM_PATH, the same flags), so a
 * report looks like the screens. One browser, started on the first print and kept; each print is
 * its own context, with JavaScript off and no network: the HTML must carry its images inline.
 */
@Injectable()
export class PdfPrinter implements OnApplicationShutdown {
  private browser: Promise<Browser> | null = null;

  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  async print(html: string): Promise<Buffer> {
    const browser = await this.started();
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' } });
    } finally {
      await context.close();
    }
  }

  private started(): Promise<Browser> {
    if (!this.browser) {
      // Playwright is loaded at the first print, not at start: every process has this printer, and
      // loading playwright-core costs an API-only process about a second of CPU it may never use.
      const launching = import('playwright-core').then(({ chromium }) =>
        chromium.launch({ executablePath: this.settings.CHROMIUM_PATH, headless: true, ...withMergedFeatures(chromiumBaseFlags()) }),
      );
      // A crashed browser is started again on the next print.
      this.browser = launching.then((browser) => {
        browser.on('disconnected', () => (this.browser = null));
        return browser;
      });
      launching.catch(() => (this.browser = null));
    }
    return this.browser;
  }

  async onApplicationShutdown(): Promise<void> {
    const browser = await this.browser?.catch(() => null);
    this.browser = null;
    await browser?.close();
  }
}
