import { readdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { chromiumBaseFlags, PLAYWRIGHT_FEATURE_SWITCHES, PRODUCT_DISABLED_FEATURES, withMergedFeatures } from './chromium-flags';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser process's own command line (not a renderer's), found by a switch only it carries. */
function commandLineOf(marker: string): string[] {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (args.includes(marker) && !args.some((arg) => arg.startsWith('--type='))) return args;
  }
  throw new Error(`no browser process carries ${marker}`);
}

const valuesOf = (args: string[], name: string): string[][] =>
  args.filter((arg) => arg.startsWith(`${name}=`)).map((arg) => arg.slice(name.length + 1).split(','));

async function launched(options: LaunchOptions, use: (browser: Browser, args: string[]) => Promise<void>): Promise<void> {
  const marker = `--tracklight-flags-probe=${randomUUID()}`;
  const browser = await chromium.launch({ executablePath, ...options, args: [...(options.args ?? []), marker] });
  try {
    await use(browser, commandLineOf(marker));
  } finally {
    await browser.close();
  }
}

describe('Chromium feature switches', () => {
  it('are the lists Playwright launches with, so replacing them loses none', async () => {
    await launched({ args: chromiumBaseFlags() }, async (_browser, args) => {
      for (const [name, names] of Object.entries(PLAYWRIGHT_FEATURE_SWITCHES)) expect(valuesOf(args, name)).toEqual([[...names]]);
    });
  });

  it('reach Chromium once each, as the union of Playwright’s, the product’s and a superuser’s', async () => {
    const merged = withMergedFeatures([...chromiumBaseFlags(), '--disable-features=BackForwardCache', '--enable-features=WebMCPTesting']);
    await launched(merged, async (browser, args) => {
      const disabled = valuesOf(args, '--disable-features');
      expect(disabled).toHaveLength(1);
      expect(disabled[0]).toEqual(expect.arrayContaining([...PLAYWRIGHT_FEATURE_SWITCHES['--disable-features'], ...PRODUCT_DISABLED_FEATURES, 'BackForwardCache']));
      const enabled = valuesOf(args, '--enable-features');
      expect(enabled).toEqual([[...PLAYWRIGHT_FEATURE_SWITCHES['--enable-features'], 'WebMCPTesting']]);

      // What the product's list is for: a new context's window loads no WebUI of Chromium's own.
      const context = await browser.newContext();
      await (await context.newPage()).setContent('<p>audited page</p>');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual(['page about:blank']);
    });
  });

  it('without the product’s list, Chromium does load its omnibox popup for each window (what the list prevents)', async () => {
    await launched({ args: chromiumBaseFlags() }, async (browser) => {
      const context = await browser.newContext();
      await (await context.newPage()).setContent('<p>audited page</p>');
      const cdp = await browser.newBrowserCDPSession();
      // Chromium creates it a little after the window, later still on a busy machine.
      let urls: string[] = [];
      for (let tries = 0; tries < 50 && !urls.some((url) => url.startsWith('chrome://omnibox-popup')); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        urls = (await cdp.send('Target.getTargets')).targetInfos.map((target) => target.url);
      }
      expect(urls).toContain('chrome://omnibox-popup.top-chrome/');
    });
  });
});
