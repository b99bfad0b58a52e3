import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { API_KEY_VERIFIER, type ApiKeyVerifier } from './api-keys';
import { USER_DIRECTORY, type UserDirectory } from './user-directory';

/**
 * Finds the auth service's ports (the API key verifier, the user directory) wherever in the
 * process they are provided: they live in the auth module, which other services do not import.
 * Null in a process without auth.
 */
@Injectable()
export class AuthPorts {
  constructor(private readonly moduleRef: ModuleRef) {}

  apiKeyVerifier(): ApiKeyVerifier | null {
    return this.find<ApiKeyVerifier>(API_KEY_VERIFIER);
  }

  userDirectory(): UserDirectory | null {
    return this.find<UserDirectory>(USER_DIRECTORY);
  }

  private find<T>(token: symbol): T | null {
    try {
      return this.moduleRef.get<T>(token, { strict: false });
    } catch {
      return null;
    }
  }
}
