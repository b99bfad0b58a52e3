export { evaluateAudit } from './evaluate-audit';
export { handoverImpact } from './handover-impact';
export { advertiserSettings, judgingNetworkForLink } from './judging-inputs';
export { DEFAULT_CONTENT_RATES } from './audit-verdict';
export type {
  AdvertiserSettings,
  AuditEvaluationInput,
  AuditVerdict,
  ContentRates,
  HandoverImpact,
} from './audit-verdict';
