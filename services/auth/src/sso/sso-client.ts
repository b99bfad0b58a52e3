import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from 'openid-client';
import { type Settings, publicUrlOf } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import { notFound, unauthorized } from '@tracklight/access';
import { openIdClient as oidc } from './openid-client';

/** What must come back with the code: kept by the browser in an HttpOnly cookie, never in the URL. */
export interface SsoAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const SSO_NOT_CONFIGURED = 'Single sign-on is not set up for this installation.';
export const SSO_FAILED = 'Single sign-on did not succeed. Please try again.';

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** OpenID Connect authorisation-code flow with PKCE against OIDC_ISSUER_URL (openid-client). */
@Injectable()
export class SsoClient {
  private configuration: Promise<Configuration> | null = null;

  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  private get redirectUri(): string {
    return this.settings.OIDC_REDIRECT_URI ?? `${publicUrlOf(this.settings)}/`;
  }

  /** Discovered once, on first use; a failed discovery is tried again next time. */
  private config(): Promise<Configuration> {
    const {
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: secret,
    } = this.settings;
    if (!issuer || !clientId) throw notFound(SSO_NOT_CONFIGURED);
    const server = new URL(issuer);
    // Plain http only for an issuer on this machine (development and tests).
    const options =
      server.protocol === 'http:' && isLoopback(server)
        ? { execute: [oidc.allowInsecureRequests] }
        : undefined;
    this.configuration ??= oidc
      .discovery(server, clientId, secret, undefined, options)
      .catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    return this.configuration;
  }

  async authorizationUrl(): Promise<{ url: string; attempt: SsoAttempt }> {
    const config = await this.config();
    const attempt: SsoAttempt = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
      code_challenge_method: 'S256',
      state: attempt.state,
      nonce: attempt.nonce,
    });
    return { url: url.href, attempt };
  }

  /** Redeems the code and answers the e-mail address the issuer vouches for. */
  async emailFor(code: string, attempt: SsoAttempt, state = attempt.state): Promise<string> {
    const config = await this.config();
    const callback = new URL(this.redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', state);
    // The UI posts the code alone. With a single configured issuer there is no mix-up to guard
    // against, so the issuer identifier (RFC 9207) is filled in as the issuer itself.
    const metadata = config.serverMetadata();
    if (metadata.authorization_response_iss_parameter_supported)
      callback.searchParams.set('iss', metadata.issuer);
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      const profile =
        typeof claims.email === 'string'
          ? claims
          : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      if (typeof profile.email !== 'string' || profile.email_verified === false) {
        throw unauthorized(
          'Your single sign-on account has no verified e-mail address, so it cannot be matched to a user.',
        );
      }
      return profile.email;
    } catch (error) {
      if (error instanceof Error && 'getStatus' in error) throw error;
      throw unauthorized(SSO_FAILED);
    }
  }
}
