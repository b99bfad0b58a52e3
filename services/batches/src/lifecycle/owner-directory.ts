import { Injectable } from '@nestjs/common';
import { companyStream, userStream, type BatchOwner, type CompanyEvents, type UserEvents, type UserProfile } from '@tracklight/contracts';
import { asEvent, EventStore } from '@tracklight/event-store';

/**
 * A new owner's name, e-mail and company, read from the auth service's own streams (its events
 * are published in libs/contracts), so a change of owner never waits on another read model.
 */
@Injectable()
export class OwnerDirectory {
  constructor(private readonly store: EventStore) {}

  async find(userId: string): Promise<BatchOwner | null> {
    const { events } = await this.store.readStream(userStream(userId));
    let profile: Partial<UserProfile> = {};
    for (const event of events.map(asEvent<UserEvents>)) {
      if (event.type === 'UserInvited') profile = { ...profile, ...event.data };
      if (event.type === 'UserUpdated') profile = { ...profile, ...event.data.changes };
    }
    if (!profile.email || !profile.companyId) return null;
    let companyName = '';
    for (const event of (await this.store.readStream(companyStream(profile.companyId))).events.map(asEvent<CompanyEvents>)) {
      if (event.type === 'CompanyCreated') companyName = event.data.name;
      if (event.type === 'CompanyUpdated') companyName = event.data.changes.name ?? companyName;
    }
    return { id: userId, name: profile.name ?? profile.email, email: profile.email, companyId: profile.companyId, companyName };
  }
}
