import { JwtService } from '@nestjs/jwt';

/** The header a process sends its service token in when it calls another's internal route. */
export const SERVICE_TOKEN_HEADER = 'x-tracklight-service';

const ISSUER = 'tracklight-services';
/** Not the users' audience: a service token is never an access token, nor the other way round. */
const AUDIENCE = 'tracklight-internal';

/**
 * The credential one process shows another on an internal route: a short-lived HS256 token with
 * JWT_SECRET, which every process of the distributed mode already shares (the gateway signs its
 * own principal with it too), naming the calling service. No second secret to deploy.
 */
export class ServiceTokens {
  private readonly jwt: JwtService;

  constructor(secret: string) {
    this.jwt = new JwtService({
      secret,
      signOptions: { algorithm: 'HS256', issuer: ISSUER, audience: AUDIENCE, expiresIn: 60 },
      verifyOptions: { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE },
    });
  }

  sign(service: string): string {
    return this.jwt.sign({ sub: service });
  }

  /** The calling service's name, or null when the token is missing, forged or expired. */
  verify(token: string | undefined): string | null {
    if (!token) return null;
    try {
      return this.jwt.verify<{ sub: string }>(token).sub;
    } catch {
      return null;
    }
  }
}
