// A value in every restricted field of company A's objects, so the caller a rule admits reads it
// (present) and every other caller of A can be shown to read null. A field declared restricted
// without a value here fails the suite's "present" check: add its value below.
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADVERTISER_STREAM } from '@tracklight/contracts';
import { streamName } from '@tracklight/event-store';
import { ADMIN, bearer, call, gql, type Company, type CompanyObjects } from './two-companies';

/** Text only the provider's staff (or a grant's holders) may read; no answer to anyone else carries it. */
export const STAFF_MARKER = 'staff-eyes-only';

export interface RestrictedObjects {
  networkId: string;
  advertiserId: string;
  /** By stream type, a stream of the company's whose events set that type's staff-only fields (history folds' staffOnlyFields). */
  streams: Record<string, string>;
}

export async function fillRestrictedFields(app: INestApplication, company: Company, objects: CompanyObjects): Promise<RestrictedObjects> {
  const admin = bearer((await call(app, 'post', '/auth/login', {}, ADMIN)).tokens.accessToken);
  await call(app, 'patch', `/accounts/companies/${company.id}`, admin, { billingId: `${STAFF_MARKER} billing` });

  const networkId = `${company.name.split(' ')[0].toLowerCase()}-network`;
  await gql(app, admin, 'mutation($r: NetworkInput!) { networkCreateOne(record: $r) { id } }', {
    r: { id: networkId, name: `${company.name} network`, ownerId: company.id, moonpullComment: `${STAFF_MARKER} network comment` },
  });
  const advertiser = await gql(app, admin, 'mutation($r: AdvertiserInput!) { advertiserCreateOne(record: $r) { id } }', {
    r: { networkId, name: `${company.name} advertiser`, domain: 'advertiser.alpha.example', internalComment: `${STAFF_MARKER} advertiser comment` },
  });
  const advertiserId = advertiser.data.advertiserCreateOne.id as string;

  // What only an audit run writes (the runner is off in this product): set on the read model.
  await app.get(DataSource).query(
    `UPDATE reporting.audits SET
       options = options || jsonb_build_object('customMasterTag', $2::text, 'chromiumFlags', $3::text),
       moonpull_comment = $4,
       residential_retry = jsonb_build_object('reason', $5::text, 'firstRun', null),
       site_app_associations = jsonb_build_object('appleAppSiteAssociation', $6::text, 'androidAppSiteAssociation', null),
       lite_result = jsonb_build_object('source', 'lite', 'trigger', 'requested', 'requestId', $7::text, 'memoryCookieStatus', null,
         'cmp', null, 'error', null, 'screenshots', '[]'::jsonb, 'finishedAt', now())
     WHERE id = $1`,
    [
      objects.auditId,
      `${STAFF_MARKER} master tag`,
      `--${STAFF_MARKER}-flag`,
      `${STAFF_MARKER} audit comment`,
      `${STAFF_MARKER} retry reason`,
      `{"${STAFF_MARKER}": "apple association"}`,
      `${STAFF_MARKER}-lite-request`,
    ],
  );

  // An issue report needs an audit that landed on the advertiser (the audit runner's finding).
  await app.get(DataSource).query(
    `INSERT INTO cms.issue_audits (audit_id, company_id, requested_by, advertiser_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (audit_id) DO UPDATE SET company_id = $2, advertiser_id = $4`,
    [objects.auditId, company.id, company.userIds.publisher, advertiserId],
  );
  await call(app, 'post', '/services/issues/reports', company.callers.publisher, { auditId: objects.auditId, advertiserId, comment: 'the cookie is gone' });
  return { networkId, advertiserId, streams: { [ADVERTISER_STREAM]: streamName(ADVERTISER_STREAM, advertiserId) } };
}
