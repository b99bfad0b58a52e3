import type { Page, Request } from 'playwright-core';

interface Exchange {
  request: Request;
  startedAt: number;
  outcome?: string;
}

const KEPT = 25;

/**
 * The page's last calls to its server (not the built files it loads) and console errors, so that a
 * failed test's log tells a list that was never asked again from one whose call failed or hung.
 */
export const recordPageNetwork = (page: Page) => {
  const exchanges: Exchange[] = [];
  const consoleErrors: string[] = [];
  const find = (request: Request) => exchanges.find((exchange) => exchange.request === request);
  const settle = (request: Request, outcome: string) => {
    const exchange = find(request);
    if (exchange) exchange.outcome = `${outcome} after ${Date.now() - exchange.startedAt} ms`;
  };
  page.on('request', (request) => {
    if (['script', 'stylesheet', 'image', 'font', 'document'].includes(request.resourceType())) return;
    exchanges.push({ request, startedAt: Date.now() });
    if (exchanges.length > KEPT) exchanges.shift();
  });
  page.on('requestfinished', async (request) => settle(request, String((await request.response().catch(() => null))?.status() ?? '?')));
  page.on('requestfailed', (request) => settle(request, `failed (${request.failure()?.errorText})`));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
    if (consoleErrors.length > 10) consoleErrors.shift();
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message.slice(0, 300)}`));

  return (): string => {
    const calls = exchanges.map(({ request, startedAt, outcome }) => {
      const body = request.postData() ?? '';
      // A GraphQL call is named by its operation, the rest by their path.
      const operation = /"operationName":"(\w+)"/.exec(body)?.[1] ?? /query\s*(\w*)\s*[({]/.exec(body)?.[1] ?? '';
      const at = new Date(startedAt).toISOString().slice(11, 23);
      return `  ${at} ${request.method()} ${new URL(request.url()).pathname} ${operation} -> ${outcome ?? 'no answer yet'}`;
    });
    return `calls:\n${calls.join('\n') || '  (none)'}\nconsole errors: ${JSON.stringify(consoleErrors)}`;
  };
};
