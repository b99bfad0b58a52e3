/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Node loads it, not jest */
// A real OpenID provider (oidc-provider) for the SSO tests. oidc-provider is ES modules only and
// checks its configuration for plain objects of its own realm, so it is set up here, in a module
// that Node itself loads (see oidc-issuer.ts), rather than from jest's sandbox.
const { createServer } = require('node:http');

/** Starts the provider on a free loopback port; `accounts`: id → { email, emailVerified }. */
const startProvider = async (accountsFromTest, client) => {
  const accounts = JSON.parse(JSON.stringify(accountsFromTest));
  const Provider = require('oidc-provider').default;
  let handle = () => undefined;
  const server = createServer((req, res) => handle(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(url, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx, sub) =>
      accounts[sub] && {
        accountId: sub,
        claims: () => ({
          sub,
          email: accounts[sub].email,
          email_verified: accounts[sub].emailVerified !== false,
        }),
      },
  });
  handle = provider.callback();
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // fetch keeps connections alive; they would hold close() open
      }),
  };
};

module.exports = { startProvider };
