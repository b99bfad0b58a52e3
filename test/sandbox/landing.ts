// Builds an advertiser landing page: optional CMP, the network tag(s) and WHEN they fire, plus any
// server-side cookies. Timing is the whole point of the sandbox, because it decides the verdict:
//   load          tag in the HTML, fires at once                  -> IMMEDIATE
//   after-consent tag injected by the CMP's consent callback      -> CONDITIONAL_ON_CMP
//   consent-api   AWIN tag at load, held by AdvertiserConsent=false until the callback grants it
//   next-view     tag rendered only when consent is already stored at page load (server-side from
//                 the request cookies, or client-side from the CMP's storage)
//                                                                 -> CONDITIONAL_ON_CMP_AND_REFRESH
import type { ServerResponse } from 'node:http';
import type { CmpDefinition } from './cmps';
import { script } from './client-js';
import { escapeHtml, page, sendHtml, sendJs } from './http-util';
import type { Handler, SandboxRequest } from './types';

export type TagTiming = 'load' | 'after-consent' | 'consent-api' | 'next-view';

/** A network tag: an external script, or inline code (tag-manager templates). */
export interface TagSpec {
  src?: string;
  inline?: string;
}

export interface TagUse {
  tag: TagSpec;
  when: TagTiming;
}

export interface LandingOptions {
  brand: string;
  title?: string;
  cmp?: CmpDefinition;
  tags?: TagUse[];
  /** How a next-view tag learns about stored consent: request cookies, or the CMP's storage in the page. */
  nextViewCheck?: 'server' | 'client';
  /** Set-Cookie headers of the landing document (server-side tracking). */
  setCookies?: (req: SandboxRequest) => string[];
  headers?: Record<string, string>;
  extraHead?: string;
  extraBody?: string;
  /** Cookies the site's own consent callback deletes once consent is recorded. */
  wipeOnConsent?: string[];
}

function tagHtml(t: TagSpec): string {
  return t.src
    ? `<script src="${escapeHtml(t.src)}"></script>`
    : `<script>${t.inline ?? ''}</script>`;
}

/** The site's own glue between CMP and tags (what a tag manager does on a real site). */
function tagManager(opts: LandingOptions, held: TagSpec[], clientNextView: TagSpec[]): string {
  const usesConsentApi = (opts.tags ?? []).some((t) => t.when === 'consent-api');
  const cmp = opts.cmp;
  return script(`
  var held = ${JSON.stringify(held)};
  var wipe = ${JSON.stringify(opts.wipeOnConsent ?? [])};
  function inject(t) {
    var s = document.createElement('script');
    if (t.src) s.src = t.src; else s.text = t.inline;
    document.head.appendChild(s);
  }
  ${usesConsentApi ? `window.AWIN = window.AWIN || {}; AWIN.Tracking = AWIN.Tracking || {}; AWIN.Tracking.AdvertiserConsent = false;` : ''}
  var granted = false;
  window.siteConsent = {
    granted: function () {
      if (granted) return;
      granted = true;
      held.forEach(inject);
      wipe.forEach(function (n) { document.cookie = n + '=; path=/; domain=' + __topDomain() + '; max-age=0'; });
      ${
        usesConsentApi
          ? `if (AWIN.Tracking.Consent) AWIN.Tracking.Consent.setAdvertiserConsentStatus(true); else AWIN.Tracking.AdvertiserConsent = true;`
          : ''
      }
    }
  };
  ${cmp ? cmp.onMarketingConsent('window.siteConsent.granted()') : ''}
  ${cmp && clientNextView.length > 0 ? `if (${cmp.storedConsentJs}) ${JSON.stringify(clientNextView)}.forEach(inject);` : ''}
  `);
}

function renderLanding(req: SandboxRequest, opts: LandingOptions): string {
  const tags = opts.tags ?? [];
  const atLoad = tags
    .filter((t) => t.when === 'load' || t.when === 'consent-api')
    .map((t) => t.tag);
  const held = tags.filter((t) => t.when === 'after-consent').map((t) => t.tag);
  const nextView = tags.filter((t) => t.when === 'next-view').map((t) => t.tag);
  let clientNextView: TagSpec[] = [];
  if (nextView.length > 0) {
    if (opts.nextViewCheck === 'client') clientNextView = nextView;
    else if (opts.cmp?.serverConsent?.(req.cookies)) atLoad.push(...nextView);
  }
  const head =
    (opts.cmp ? opts.cmp.headHtml() : '') +
    (opts.cmp || held.length > 0 || opts.wipeOnConsent
      ? `<script>${tagManager(opts, held, clientNextView)}</script>`
      : '') +
    atLoad.map(tagHtml).join('') +
    (opts.extraHead ?? '');
  const body =
    `<header><a href="/">${escapeHtml(opts.brand)}</a> <nav><a href="/sale">Sale</a> <a href="/new">New in</a></nav></header>` +
    `<main><h1>${escapeHtml(opts.brand)}</h1><p>Free delivery on orders over £50. Shop our latest collection.</p>` +
    `<ul class="products"><li>Linen shirt £35</li><li>Canvas tote £18</li><li>Desert boots £89</li></ul></main>` +
    (opts.extraBody ?? '') +
    `<footer><a href="/privacy">Privacy</a> <a href="/cookies">Cookie policy</a></footer>`;
  return page(opts.title ?? `${opts.brand} | Official store`, body, head);
}

export function sendLanding(
  req: SandboxRequest,
  res: ServerResponse,
  opts: LandingOptions,
  status = 200,
): void {
  const headers: Record<string, string | string[]> = { ...(opts.headers ?? {}) };
  const cookies = opts.setCookies?.(req) ?? [];
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  sendHtml(res, renderLanding(req, opts), status, headers);
}

/** A whole advertiser site where every page is the landing page (plus self-hosted CMP assets). */
export function landingSite(opts: LandingOptions): Handler {
  return (req, res) => {
    const own = opts.cmp?.selfHosted?.[req.url.pathname];
    if (own) return sendJs(res, own);
    if (req.url.pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    sendLanding(req, res, opts);
  };
}
