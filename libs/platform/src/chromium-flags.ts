/**
 * The flags every Chromium the product starts gets, audits and printed reports alike: no
 * background traffic, no GPU, /tmp instead of /dev/shm (containers), and no webdriver flag.
 */
export const chromiumBaseFlags = (asRoot: boolean = isRunningAsRoot()): string[] => [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // navigator.webdriver=true makes bot defences serve challenge pages instead of the site.
  '--disable-blink-features=AutomationControlled',
  // Chromium refuses to start its sandbox as root (containers); outside root keep the sandbox.
  ...(asRoot ? ['--no-sandbox'] : []),
];

export function isRunningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}
