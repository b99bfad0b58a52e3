import type { NetworkSuccessCriteriaChanged, NetworkUpdated } from '@tracklight/contracts';
import type { NewEvent } from '@tracklight/event-store';
import { AWIN, buildSuccessCriteria, type SuccessCriteria } from '@tracklight/networks';
import { judgedAudits } from '../test-support/judged-audits';

/**
 * The runner judges each audit by the network as the CMS holds it when the audit runs: an edit
 * stored on the network's stream (as the CMS's commands store it) judges the next audit of the
 * same link, and the audit records which version of the network judged it.
 */
describe('audits judged by the network as edited (real Postgres and Chromium)', () => {
  const fixture = judgedAudits('network_edits');
  const { audit } = fixture;
  const editAwin = async (event: NewEvent) => {
    const store = fixture.store();
    const { version } = await store.readStream('network-awin');
    await store.append('network-awin', [event], version, { actorUserId: null, correlationId: 'cms-edit' });
  };

  it('judges the next audit by an edited memory-cookie rule, then by edited success criteria', async () => {
    const seeded = await audit();
    expect(seeded).toMatchObject({ networkId: 'awin', networkVersion: 1 });
    expect(seeded.verdict).toMatchObject({ memoryCookieStatus: 'IMMEDIATE', moonpullErrors: [] });

    // The tag stores _aw_m_<mid>; a rule asking for another name no longer finds it.
    const renamed: NetworkUpdated = {
      type: 'NetworkUpdated',
      data: { networkId: 'awin', changes: { memoryCookie: [{ storage: 'cookie', namePattern: '^_aw_x_{advertiserId}$', mustContainAni: true }] } },
    };
    await editAwin(renamed);
    const afterRule = await audit();
    expect(afterRule.networkVersion).toBe(2);
    // The derived criteria follow the definition: the cookie check fails under its error id.
    expect(afterRule.verdict).toMatchObject({ memoryCookieStatus: 'NO_MEMORY_COOKIE', moonpullErrors: ['5.4'] });

    // Criteria staff set without a cookie check at the landing page: 5.4 is no longer raised.
    const criteria: SuccessCriteria = JSON.parse(JSON.stringify(buildSuccessCriteria(AWIN)));
    criteria.alp.cookies = [];
    const setCriteria: NetworkSuccessCriteriaChanged = {
      type: 'NetworkSuccessCriteriaChanged',
      data: { networkId: 'awin', successCriteria: criteria },
    };
    await editAwin(setCriteria);
    const afterCriteria = await audit();
    expect(afterCriteria.networkVersion).toBe(3);
    expect(afterCriteria.verdict).toMatchObject({ memoryCookieStatus: 'NO_MEMORY_COOKIE', moonpullErrors: [] });
  }, 240_000);
});
