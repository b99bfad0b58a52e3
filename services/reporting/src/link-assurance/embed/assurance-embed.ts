/**
 * The embed script's body, run in the browser of any page that includes
 * /client/v1/assurance/embed.js (served as this function's own source text, so it must use
 * nothing from outside itself). It:
 * - puts an 'Assurance Status' button (spec section 9) in every element carrying
 *   `data-assurance-link="<affiliate link>"`, inside a shadow root so no style leaks either way;
 * - asks the API for the link's status with the key's public identifier (the script tag's
 *   `data-key`) when the button is pressed, and says so plainly when the API cannot be reached;
 * - retries its initialisation every 500 ms (spec section 9) until such elements exist, for a
 *   minute, and defines one global, `TracklightAssurance` ({scan()}), for pages that add links later.
 */
export function assuranceEmbed(): void {
  const globalName = 'TracklightAssurance';
  const scope = window as unknown as Record<string, unknown>;
  if (scope[globalName]) return;
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  const key = script.dataset.key ?? '';
  const origin = new URL(script.src).origin;
  const mounted = new WeakSet<Element>();
  const colours: Record<string, string> = { primary: '#1565c0', success: '#2e7d32', warning: '#b26a00', danger: '#c62828', secondary: '#616161' };

  const mount = (element: Element): void => {
    if (mounted.has(element)) return;
    mounted.add(element);
    const link = element.getAttribute('data-assurance-link') ?? '';
    const root = element.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent =
      ':host{display:inline-flex;align-items:center;gap:.5em;font:14px/1.4 system-ui,sans-serif}' +
      'button{font:inherit;padding:.25em .75em;border:1px solid #1565c0;border-radius:4px;background:#fff;color:#0d47a1;cursor:pointer}' +
      'button:focus-visible{outline:2px solid #0d47a1;outline-offset:2px}' +
      '.dot{display:inline-block;width:.7em;height:.7em;border-radius:50%;margin-right:.3em;vertical-align:middle}';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Assurance Status';
    const status = document.createElement('span');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    root.append(style, button, status);

    const show = (text: string, colour: string | null) => {
      status.textContent = '';
      if (colour) {
        const dot = document.createElement('span');
        dot.className = 'dot';
        dot.style.background = colours[colour] ?? colours.secondary;
        status.append(dot);
      }
      status.append(text);
    };
    button.addEventListener('click', async () => {
      show('Checking…', null);
      try {
        const query = `key=${encodeURIComponent(key)}&link=${encodeURIComponent(link)}`;
        const response = await fetch(`${origin}/client/v1/assurance/status?${query}`, { credentials: 'omit' });
        const body = (await response.json()) as { statusText?: string; colour?: string; auditedAt?: string; errorMessage?: string };
        if (!response.ok) return show(body.errorMessage ?? 'No status for this link.', null);
        const audited = body.auditedAt ? ` (checked ${new Date(body.auditedAt).toLocaleDateString()})` : '';
        show(`${body.statusText ?? 'Unknown'}${audited}`, body.colour ?? null);
      } catch {
        show('Status unavailable right now. Please try again later.', null);
      }
    });
  };

  const scan = (): number => {
    const elements = document.querySelectorAll('[data-assurance-link]');
    elements.forEach(mount);
    return elements.length;
  };
  scope[globalName] = { scan };
  let tries = 0;
  if (scan() > 0) return;
  const timer = setInterval(() => {
    tries += 1;
    if (scan() > 0 || tries >= 120) clearInterval(timer);
  }, 500);
}

/** The script as served: the function's source, called at once. */
export const ASSURANCE_EMBED_SCRIPT = `(${assuranceEmbed.toString()})();\n`;
