import { PLAYWRIGHT_FEATURE_SWITCHES, PRODUCT_DISABLED_FEATURES, withMergedFeatures } from './chromium-flags';

const switchesNamed = (args: string[], name: string) => args.filter((arg) => arg.startsWith(`${name}=`));

describe('withMergedFeatures', () => {
  it('passes one switch per list, the union of Playwright’s, the product’s and the flags’ own, once each', () => {
    const { args } = withMergedFeatures(['--no-first-run', '--disable-features=MediaRouter,BackForwardCache', '--DISABLE-FEATURES=Translate', '--enable-features=WebMCPTesting']);
    expect(args[0]).toBe('--no-first-run');
    expect(switchesNamed(args, '--disable-features')).toEqual([
      `--disable-features=${[...PLAYWRIGHT_FEATURE_SWITCHES['--disable-features'], ...PRODUCT_DISABLED_FEATURES, 'BackForwardCache', 'Translate'].join(',')}`,
    ]);
    expect(switchesNamed(args, '--enable-features')).toEqual([`--enable-features=${[...PLAYWRIGHT_FEATURE_SWITCHES['--enable-features'], 'WebMCPTesting'].join(',')}`]);
    expect(args.some((arg) => /^--disable-features=/i.test(arg) && !arg.startsWith('--disable-features='))).toBe(false);
  });

  it('drops exactly the switches Playwright adds, which are matched letter for letter', () => {
    expect(withMergedFeatures([]).ignoreDefaultArgs).toEqual([
      `--disable-features=${PLAYWRIGHT_FEATURE_SWITCHES['--disable-features'].join(',')}`,
      `--enable-features=${PLAYWRIGHT_FEATURE_SWITCHES['--enable-features'].join(',')}`,
    ]);
  });
});
