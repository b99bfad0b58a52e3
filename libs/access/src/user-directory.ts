/** A user as other services may know them: enough to name and check an assignee. */
export interface DirectoryUser {
  id: string;
  name: string;
  email: string;
  companyId: string;
  isEnabled: boolean;
}

/** Users by id, from the auth service (which owns them); other services never read its tables. */
export interface UserDirectory {
  find(userId: string): Promise<DirectoryUser | null>;
}

export const USER_DIRECTORY = Symbol('USER_DIRECTORY');
