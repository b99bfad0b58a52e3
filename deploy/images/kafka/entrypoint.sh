#!/usr/bin/env bash
# Writes server.properties (deploy/kafka/broker.properties, this container's listeners, then every
# KAFKA_* variable, which wins), formats the storage on the first start, runs the broker in the foreground.
# KAFKA_HEAP (512m) sets the JVM heap; CLUSTER_ID names the cluster on the first start.
set -euo pipefail
dir=/var/lib/kafka
config="$dir/server.properties"
host="$(hostname)"
data="${KAFKA_LOG_DIRS:-$dir/data}"

{
  cat /opt/kafka/broker.properties
  cat <<WHERE
controller.quorum.voters=1@localhost:9093
listeners=PLAINTEXT://:9092,CONTROLLER://:9093
advertised.listeners=PLAINTEXT://$host:9092
log.dirs=$data
WHERE
  # apache/kafka's naming: '_' is '.', '__' is '_', '___' is '-'. Later lines override earlier ones.
  while IFS='=' read -r name value; do
    [[ "$name" == KAFKA_HEAP ]] && continue
    key="${name#KAFKA_}"
    key="${key,,}"
    key="${key//___/-}"
    key="${key//__/\#}"
    key="${key//_/.}"
    echo "${key//\#/_}=$value"
  done < <(env | grep -E '^KAFKA_[A-Z0-9_]+=' | sort)
} >"$config"

java_run() { java -Djava.awt.headless=true -Dlog4j.configuration=file:/opt/kafka/log4j.properties -cp '/opt/kafka/libs/*' "$@"; }

if [[ ! -f "$data/meta.properties" ]]; then
  cluster="${CLUSTER_ID:-$(java_run kafka.tools.StorageTool random-uuid 2>/dev/null | tail -n 1)}"
  java_run kafka.tools.StorageTool format -t "$cluster" -c "$config" >/dev/null
  echo "kafka: formatted $data for cluster $cluster"
fi

heap="${KAFKA_HEAP:-512m}"
exec java "-Xmx$heap" "-Xms$heap" -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -Djava.awt.headless=true \
  -Dlog4j.configuration=file:/opt/kafka/log4j.properties -cp '/opt/kafka/libs/*' kafka.Kafka "$config"
