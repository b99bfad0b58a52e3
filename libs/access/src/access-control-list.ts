import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';
import { isListedFor } from './permissions';

/** Platform content key `accessControl`: feature name → e-mails or company names. */
export type AccessControlList = Readonly<Record<string, readonly string[]>>;

/**
 * Where the access list comes from. Platform content belongs to the cms service, which provides
 * it under ACCESS_CONTROL_LIST_PROVIDER; a process without the cms reads an empty list.
 */
export interface AccessControlSource {
  read(): Promise<AccessControlList>;
}

export const ACCESS_CONTROL_SOURCE = Symbol('ACCESS_CONTROL_SOURCE');

/**
 * The token a module holding the access list provides its source under (the cms's platform
 * content). AccessModule looks it up when the list is read, not when it starts, because the
 * module holding it is created after AccessModule.
 */
export const ACCESS_CONTROL_LIST_PROVIDER = Symbol('ACCESS_CONTROL_LIST_PROVIDER');

export const EMPTY_ACCESS_CONTROL_SOURCE: AccessControlSource = { read: async () => ({}) };

/** Feature names match case-insensitively, like the entries under them. */
export const listedFor = (list: AccessControlList, feature: string): readonly string[] => {
  const wanted = feature.trim().toLowerCase();
  return Object.entries(list).find(([name]) => name.trim().toLowerCase() === wanted)?.[1] ?? [];
};

export const hasListedAccess = (
  user: AuthenticatedUser,
  list: AccessControlList,
  feature: string,
): boolean => isListedFor(user, listedFor(list, feature));

@Injectable()
export class AccessControl {
  constructor(@Inject(ACCESS_CONTROL_SOURCE) private readonly source: AccessControlSource) {}

  async hasAccess(user: AuthenticatedUser, feature: string): Promise<boolean> {
    return user.isSuperAdmin || hasListedAccess(user, await this.source.read(), feature);
  }
}
