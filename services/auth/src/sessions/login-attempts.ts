import { Injectable } from '@nestjs/common';
import { EventStore, type CommandContext } from '@tracklight/event-store';
import { decideOnStream, type Decision } from '@tracklight/event-store';
import { forbidden, unauthorized } from '@tracklight/access';
import { EmailIndex } from '../users/email-index';
import { foldUser, type UserState } from '../users/user.state';
import { LoginThrottle } from './login-throttle';
import { passwordMatches } from './passwords';
import { userEvent, userStream } from '@tracklight/contracts';

/** The same answer for an unknown user and a wrong password, so it tells nobody which accounts exist. */
export const WRONG_CREDENTIALS = 'Incorrect username or password.';
export const ACCOUNT_DISABLED = 'Your account is disabled. Ask your company owner to enable it.';

type Outcome<Result> =
  { kind: 'valid'; result: Result } | { kind: 'wrong-password' } | { kind: 'disabled' };

/**
 * A username and password checked against the user's stream, with throttling: failures are
 * recorded (LoginFailed, and the throttle count) and answered 401/403; on success `onValid`
 * decides what else to append, in the same append.
 */
@Injectable()
export class LoginAttempts {
  constructor(
    private readonly store: EventStore,
    private readonly emails: EmailIndex,
    private readonly throttle: LoginThrottle,
  ) {}

  async attempt<Result>(
    credentials: { username: string; password: string; address: string },
    context: CommandContext,
    onValid: (user: UserState) => Promise<Decision<Result>>,
  ): Promise<Result> {
    const { username, password, address } = credentials;
    await this.throttle.assertAllowed(username, address);
    const userId = await this.emails.userIdOf(username);
    const outcome: Outcome<Result> = userId
      ? await decideOnStream<UserState | null, Outcome<Result>>(
          this.store,
          userStream(userId),
          foldUser,
          { ...context, actorUserId: userId },
          async (user) => {
            if (!user || !(await passwordMatches(user.passwordHash, password))) {
              return {
                events: user
                  ? [userEvent('LoginFailed', { reason: 'wrong-password', address })]
                  : [],
                result: { kind: 'wrong-password' },
              };
            }
            if (!user.isEnabled)
              return {
                events: [userEvent('LoginFailed', { reason: 'disabled', address })],
                result: { kind: 'disabled' },
              };
            const decision = await onValid(user);
            return { events: decision.events, result: { kind: 'valid', result: decision.result } };
          },
        )
      : await passwordMatches(null, password).then((): Outcome<Result> => ({
          kind: 'wrong-password',
        }));
    if (outcome.kind === 'wrong-password') {
      await this.throttle.recordFailure(username, address);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    if (outcome.kind === 'disabled') throw forbidden(ACCOUNT_DISABLED);
    await this.throttle.recordSuccess(username);
    return outcome.result;
  }
}
