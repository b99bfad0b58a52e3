#!/usr/bin/env bash
# s3rver on 0.0.0.0:9000 (MinIO's port), data in /data, one bucket per name in S3_BUCKETS (commas).
set -euo pipefail
buckets=()
IFS=',' read -ra names <<<"${S3_BUCKETS:-}"
for name in "${names[@]}"; do
  [[ -n "$name" ]] && buckets+=(--configure-bucket "$name")
done
# Path-style only: on a Compose network the host name (object-store) is not a bucket's.
exec node /opt/object-store/node_modules/s3rver/bin/s3rver.js \
  --address 0.0.0.0 --port 9000 --directory /data --no-vhost-buckets "${buckets[@]}" "$@"
