import { JwtService } from '@nestjs/jwt';
import type { AuthenticatedUser } from './authenticated-user';

/** Short-lived: a disabled user or a changed grant shows in every service within this time. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'tracklight-auth';
const AUDIENCE = 'tracklight-api';

interface AccessTokenClaims {
  sub: string;
  usr: Omit<AuthenticatedUser, 'id'>;
}

/**
 * The access token format, in one place: the auth service signs, every service verifies (HS256
 * with JWT_SECRET, shared by the processes that serve the API).
 */
export class AccessTokens {
  private readonly jwt: JwtService;

  constructor(secret: string) {
    this.jwt = new JwtService({
      secret,
      signOptions: {
        algorithm: 'HS256',
        issuer: ISSUER,
        audience: AUDIENCE,
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      },
      verifyOptions: { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE },
    });
  }

  sign({ id, ...rest }: AuthenticatedUser): string {
    return this.jwt.sign<AccessTokenClaims>({ sub: id, usr: rest });
  }

  /** The user the token names, or null when it is malformed, forged or expired. */
  verify(token: string): AuthenticatedUser | null {
    try {
      const claims = this.jwt.verify<AccessTokenClaims>(token);
      return { id: claims.sub, ...claims.usr };
    } catch {
      return null;
    }
  }
}
