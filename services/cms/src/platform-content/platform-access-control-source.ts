import { Injectable } from '@nestjs/common';
import type { AccessControlList, AccessControlSource } from '@tracklight/access';
import { PlatformContentReader } from './platform-content-reader';
import { parseAccessList } from './platform-content-keys';

/**
 * The access list (platform content `accessControl`, spec section 6) for the server's
 * AccessControl, read from the read model at each check, so an edit on /cms/access holds at once.
 */
@Injectable()
export class PlatformAccessControlSource implements AccessControlSource {
  constructor(private readonly content: PlatformContentReader) {}

  async read(): Promise<AccessControlList> {
    return parseAccessList((await this.content.values()).accessControl) ?? {};
  }
}
