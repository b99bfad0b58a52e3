/** A real OpenID provider (oidc-provider) on this machine, with the accounts the test names. */
export interface OidcIssuer {
  url: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Signs in at the provider as `accountId` from `authorizationUrl`; answers the code it redirects with. */
  signIn(authorizationUrl: string, accountId: string): Promise<string>;
  close(): Promise<void>;
}

interface Account {
  email: string;
  emailVerified?: boolean;
}

interface ProviderServer {
  url: string;
  close(): Promise<void>;
}
type StartProvider = (
  accounts: Record<string, Account>,
  client: { clientId: string; clientSecret: string; redirectUri: string },
) => Promise<ProviderServer>;

// Loaded by Node's own require, outside jest's sandbox (see the .cjs file for why).
const { startProvider } = process.getBuiltinModule('node:module').createRequire(__filename)(
  './oidc-provider-server.cjs',
) as {
  startProvider: StartProvider;
};

export const startOidcIssuer = async (accounts: Record<string, Account>): Promise<OidcIssuer> => {
  const client = {
    clientId: 'tracklight',
    clientSecret: 'sso-client-secret',
    redirectUri: 'http://localhost/sso-callback',
  };
  const { url, close } = await startProvider(accounts, client);

  const signIn = async (authorizationUrl: string, accountId: string): Promise<string> => {
    const cookies = new Map<string, string>();
    let next = authorizationUrl;
    let method: 'GET' | 'POST' = 'GET';
    let body: URLSearchParams | undefined;
    const prompts = ['login', 'consent'];
    // Follows the provider's redirects by hand, answering its development login and consent
    // forms, until it redirects to the client with the code.
    for (let hop = 0; hop < 20; hop++) {
      const response: Response = await fetch(next, {
        method,
        body,
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, value] = pair.split('=');
        cookies.set(name, value);
      }
      const location: string | null = response.headers.get('location');
      if (location?.startsWith(client.redirectUri)) {
        const code = new URL(location).searchParams.get('code');
        if (!code) throw new Error(`the provider answered without a code: ${location}`);
        return code;
      }
      if (location) {
        [next, method, body] = [new URL(location, url).href, 'GET', undefined];
      } else if (response.status === 200 && next.includes('/interaction/')) {
        const prompt = prompts.shift()!;
        [method, body] = ['POST', new URLSearchParams({ prompt, login: accountId })];
      } else {
        throw new Error(
          `unexpected answer from the provider: ${response.status} ${await response.text()}`,
        );
      }
    }
    throw new Error('too many redirects');
  };

  return { url, ...client, signIn, close };
};
