import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  badRequest,
  CurrentUser,
  IdParam,
  notFound,
  Operation,
  RequestContext,
  ZodPipe,
  type AuthenticatedUser,
} from '@tracklight/access';
import { decideOnStream, EventStore, type CommandContext } from '@tracklight/event-store';
import { AuthReadModels } from '../accounts/auth-read-models';
import { CreateApiKeyBody, type CreateApiKeyInput } from './api-key.schema';
import { newApiKeySecret } from './api-key-secret';
import { ApiKeyRefusal, decideCreateApiKey, decideRevokeApiKey, foldApiKey } from './api-key.state';
import { ApiKeyQueries } from './api-key-queries';
import { apiKeyStream } from '@tracklight/contracts';

const NO_SUCH_KEY = 'No such API key.';

/**
 * API keys (/api-keys, the api grant): created for the caller and their company, the secret
 * answered once and stored only as a hash; listed with their last use; revoked for good.
 */
@Controller('accounts/api-keys')
export class ApiKeysController {
  constructor(
    private readonly store: EventStore,
    private readonly readModels: AuthReadModels,
    private readonly queries: ApiKeyQueries,
  ) {}

  @Get()
  @Operation('auth.apiKeys.list')
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.list(user);
  }

  /** The only answer that carries the key itself: it cannot be shown again. */
  @Post()
  @Operation('auth.apiKeys.create')
  async create(
    @Body(new ZodPipe(CreateApiKeyBody)) body: CreateApiKeyInput,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    const keyId = randomUUID();
    const { key, secretHash } = newApiKeySecret(keyId);
    await decideOnStream(this.store, apiKeyStream(keyId), foldApiKey, context, (state) => ({
      events: decideCreateApiKey(state, {
        keyId,
        name: body.name,
        companyId: user.companyId,
        ownerId: user.id,
        scopes: body.scopes,
        expiresAt: body.expiresAt ?? null,
        secretHash,
      }),
      result: undefined,
    }));
    await this.readModels.catchUp();
    return { ...(await this.queries.byId(user, keyId)), key };
  }

  @Delete(':id')
  @HttpCode(200)
  @Operation('auth.apiKeys.revoke')
  async revoke(@Param('id', IdParam) id: string, @CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext) {
    // Another company's key reads as absent.
    if (!(await this.queries.byId(user, id))) throw notFound(NO_SUCH_KEY);
    await decideOnStream(this.store, apiKeyStream(id), foldApiKey, context, (state) => ({ events: decideRevokeApiKey(state), result: undefined })).catch(
      (error: unknown) => {
        throw error instanceof ApiKeyRefusal ? badRequest(error.message) : error;
      },
    );
    await this.readModels.catchUp();
    return this.queries.byId(user, id);
  }
}
