// Redirect chains as real trackers build them (issue 17 item 3), on one host so each shape is a
// path: `http://www.hop-world.test/<shape>?clickid=...` ends on `/landing`. Script redirects
// (location.replace, href assignment), a form that submits itself, a meta refresh with a delay, an
// interstitial page and an age gate that waits for a click,
// a click id moved into the fragment or renamed, a chain of 12 HTTP hops, a script loop, and a
// hop setting cookies with the attributes trackers get wrong.
import { page, redirect, sendHtml } from './http-util';
import type { Handler } from './types';

export const HOP_WORLD = 'www.hop-world.test';

/** Hops of the long chain: more than the 10 a hop recorder might assume. */
export const LONG_CHAIN_HOPS = 12;

/** Set-Cookie lines of `/cookies`, by what the browser must make of them on an http page. */
export const HOP_COOKIES = {
  plain: 'hop_plain=1; Path=/; SameSite=Lax',
  sameSiteNoneInsecure: 'hop_none=1; Path=/; SameSite=None',
  partitioned: 'hop_chips=1; Path=/; Secure; SameSite=None; Partitioned',
  expired: 'hop_gone=1; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  widerDomain: 'hop_wide=1; Path=/; Domain=hop-world.test',
  foreignDomain: 'hop_foreign=1; Path=/; Domain=other-world.test',
} as const;

const clickIdOf = (req: Parameters<Handler>[0]) => req.url.searchParams.get('clickid') ?? 'none';
const landing = (query: string) => `/landing?${query}`;
const moveOn = (title: string, head: string, body = '<p>Taking you to the shop...</p>') => page(title, body, head);

const SHAPES: Record<string, Handler> = {
  '/js-replace': (req, res) =>
    sendHtml(res, moveOn('Redirecting', `<script>location.replace('${landing(`clickid=${clickIdOf(req)}`)}');</script>`)),
  '/js-href': (req, res) =>
    sendHtml(res, moveOn('Redirecting', `<script>window.location.href = '${landing(`clickid=${clickIdOf(req)}`)}';</script>`)),
  '/form-submit': (req, res) =>
    sendHtml(
      res,
      page(
        'Redirecting',
        `<form id="f" method="get" action="/landing"><input type="hidden" name="clickid" value="${clickIdOf(req)}"></form>` +
          `<script>document.getElementById('f').submit();</script>`,
      ),
    ),
  // "You are being redirected": a page meant to be read, that moves on 3 s after it loaded (well
  // past INTERSTITIAL_SHOWN_MS even when a busy machine delivers the load event late).
  '/interstitial': (req, res) =>
    sendHtml(
      res,
      moveOn(
        'You are being redirected',
        `<script>addEventListener('load', () => setTimeout(() => location.replace('${landing(`clickid=${clickIdOf(req)}`)}'), 3000));</script>`,
        '<h1>You are being redirected to Hop World Shop</h1><p>Please wait a moment.</p>',
      ),
    ),
  // An age gate: it moves on only when the visitor clicks; the engine does not click (decision 0031).
  '/continue': (req, res) =>
    sendHtml(
      res,
      page('Are you over 18?', `<h1>Are you over 18?</h1><p><a id="continue" href="${landing(`clickid=${clickIdOf(req)}`)}">Yes, continue</a></p>`),
    ),
  '/meta-delay': (req, res) =>
    sendHtml(res, moveOn('Redirecting', `<meta http-equiv="refresh" content="1;url=${landing(`clickid=${clickIdOf(req)}`)}">`)),
  // The network hands the click id over in the fragment, where only the page's scripts read it.
  '/to-fragment': (req, res) => redirect(res, `/landing#clickid=${clickIdOf(req)}`),
  // A rewrite renames the parameter on the way: the landing page never sees `clickid`.
  '/rename': (req, res) => redirect(res, landing(`click_ref=${clickIdOf(req)}`)),
  '/cookies': (req, res) => redirect(res, landing(`clickid=${clickIdOf(req)}`), 302, Object.values(HOP_COOKIES)),
  // Two pages sending the browser to each other by script, for ever.
  '/loop-a': (_req, res) => sendHtml(res, moveOn('Loop A', `<script>location.replace('/loop-b');</script>`)),
  '/loop-b': (_req, res) => sendHtml(res, moveOn('Loop B', `<script>location.replace('/loop-a');</script>`)),
  '/landing': (_req, res) => sendHtml(res, page('Hop World Shop', '<h1>Hop World Shop</h1><p>Everything for the long way round.</p>')),
};

const hopWorld: Handler = (req, res) => {
  const chain = /^\/chain\/(\d+)$/.exec(req.url.pathname);
  if (chain) {
    const left = Math.min(Number(chain[1]), 50);
    const next = left > 1 ? `/chain/${left - 1}?clickid=${clickIdOf(req)}` : landing(`clickid=${clickIdOf(req)}`);
    return redirect(res, next);
  }
  const shape = SHAPES[req.url.pathname];
  return shape ? shape(req, res) : sendHtml(res, page('404 Not Found', '<h1>404</h1>'), 404);
};

export const hopRoutes: Record<string, Handler> = { [HOP_WORLD]: hopWorld };
