import { Injectable } from '@nestjs/common';
import type { BatchOwner } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';

interface Profile {
  email?: string;
  name?: string;
  companyId?: string;
}

/**
 * A new owner's name, e-mail and company, read from the auth service's own streams (its events
 * are the published record), so a change of owner never waits on another read model.
 */
@Injectable()
export class OwnerDirectory {
  constructor(private readonly store: EventStore) {}

  async find(userId: string): Promise<BatchOwner | null> {
    const { events } = await this.store.readStream(`user-${userId}`);
    if (events.length === 0) return null;
    const profile: Profile = {};
    for (const event of events) {
      if (event.type === 'UserInvited') Object.assign(profile, event.data);
      if (event.type === 'UserUpdated') Object.assign(profile, (event.data as { changes: Profile }).changes);
    }
    if (!profile.email || !profile.companyId) return null;
    let companyName = '';
    for (const event of (await this.store.readStream(`company-${profile.companyId}`)).events) {
      const name = (event.data as { name?: string; changes?: { name?: string } }).changes?.name ?? (event.data as { name?: string }).name;
      if ((event.type === 'CompanyCreated' || event.type === 'CompanyUpdated') && name) companyName = name;
    }
    return { id: userId, name: profile.name ?? profile.email, email: profile.email, companyId: profile.companyId, companyName };
  }
}
