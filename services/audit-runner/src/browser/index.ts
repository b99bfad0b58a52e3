// The browser side of an audit: AuditBrowser turns AuditOptions into AuditEvidence.
export { AuditBrowser } from './audit-browser';
export type { AuditBrowserDeps, AuditBrowserStats } from './audit-browser';
export type { AuditRunContext } from './observe-audit';
export { newEvidence } from './observe-audit';
export { validateLink } from './observe-audit';
export {
  DEFAULT_CHROMIUM_PATH,
  DEFAULT_SETTINGS,
  ChromiumFlagError,
  chooseProxy,
  contextOptions,
  desktopUserAgent,
  launchOptions,
  mobileUserAgent,
  parseChromiumFlags,
  splitChromiumFlags,
  resolveSettings,
} from './launch-options';
export type { AuditBrowserSettings, ProxySetting } from './launch-options';
export { AddressGuard, classifyAddress, isBlockedAddress } from './address-guard';
export type { AddressClass, HostVerdict } from './address-guard';
export { classifyHops, hostOf, queryOf, registrableDomain } from './redirect-chain-recorder';
export { screenshotFileName } from './stage-observer';
export { networkSignals } from './network-signals';
export type { NetworkSignals } from './network-signals';
export { guardPlaywrightTeardownRace } from './playwright-teardown-guard';
