/**
 * The name of every metric the product defines, in one place: the registry is built from it, and
 * the specs check the autoscaler's manifest, the alert rules and the dashboard against what the
 * registry then serves (docs/decisions/0062).
 */
export const METRIC_NAMES = {
  auditsStarted: 'tracklight_audits_started_total',
  auditsFinished: 'tracklight_audits_finished_total',
  auditsFailed: 'tracklight_audits_failed_total',
  auditDuration: 'tracklight_audit_duration_seconds',
  auditStageWait: 'tracklight_audit_stage_wait_seconds',
  browserRestarts: 'tracklight_audit_browser_restarts_total',
  queueWaiting: 'tracklight_audit_queue_waiting',
  queueOldestWaiting: 'tracklight_audit_queue_oldest_waiting_seconds',
  projectionLag: 'tracklight_projection_lag_events',
  consumerLag: 'tracklight_kafka_consumer_lag_messages',
  httpDuration: 'tracklight_http_request_duration_seconds',
  graphqlDuration: 'tracklight_graphql_operation_duration_seconds',
} as const;
