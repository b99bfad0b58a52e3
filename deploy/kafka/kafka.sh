#!/usr/bin/env bash
# A real single-node Kafka broker (KRaft: broker and controller in one JVM) without Docker.
# The jars come from Maven Central through pom.xml; config, data and logs live in run/.
#
#   bash deploy/kafka/kafka.sh start    # idempotent: does nothing when the broker already runs
#   bash deploy/kafka/kafka.sh stop     # stops it and waits for the process to exit
#   bash deploy/kafka/kafka.sh status   # exit 0 when running, 3 when not
#
# Environment: KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT (KAFKA_PORT + 1), KAFKA_HEAP (512m),
# KAFKA_START_TIMEOUT seconds (90), KAFKA_STOP_TIMEOUT seconds (60), KAFKA_RUN_DIR (run/),
# KAFKA_LIBS_DIR (libs/).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
LIBS="${KAFKA_LIBS_DIR:-$HERE/libs}"
RUN="${KAFKA_RUN_DIR:-$HERE/run}"
HOST=127.0.0.1
PORT="${KAFKA_PORT:-9092}"
CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-$((PORT + 1))}"
HEAP="${KAFKA_HEAP:-512m}"
START_TIMEOUT="${KAFKA_START_TIMEOUT:-90}"
STOP_TIMEOUT="${KAFKA_STOP_TIMEOUT:-60}"

CONFIG="$RUN/server.properties"
LOG4J="$RUN/log4j.properties"
DATA="$RUN/data"
PID_FILE="$RUN/kafka.pid"
SERVER_LOG="$RUN/server.log"
OUT_LOG="$RUN/kafka.out"

say() { echo "kafka.sh: $*"; }
fail() { echo "kafka.sh: $*" >&2; exit 1; }

# Our broker's pid when it is alive (checked against the command line, so a reused pid is not ours).
running_pid() {
  [[ -f "$PID_FILE" ]] || return 1
  local pid
  pid="$(cat "$PID_FILE" 2>/dev/null || true)"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q 'kafka\.Kafka' || return 1
  echo "$pid"
}

port_open() {
  timeout 2 bash -c "exec 3<>/dev/tcp/$HOST/$1" 2>/dev/null
}

# One start or stop at a time: test files running in parallel may all call `start`.
take_lock() {
  mkdir -p "$RUN"
  exec 9>"$RUN/.lock"
  flock -w $((START_TIMEOUT + STOP_TIMEOUT + 300)) 9 || fail "could not take $RUN/.lock"
}

fetch_libs() {
  local want
  want="$(sha256sum "$HERE/pom.xml" | cut -d' ' -f1)"
  if [[ -f "$LIBS/.fetched" && "$(cat "$LIBS/.fetched")" == "$want" ]] && compgen -G "$LIBS/kafka_2.13-*.jar" >/dev/null; then
    return 0
  fi
  command -v mvn >/dev/null || fail "mvn is not installed (needed once to fetch the Kafka jars)"
  say "fetching the Kafka jars with Maven into $LIBS"
  rm -rf "$LIBS"
  mvn -q -B -Dstyle.color=never -f "$HERE/pom.xml" dependency:copy-dependencies -DoutputDirectory="$LIBS" \
    >"$RUN/mvn.log" 2>&1 || { tail -n 40 "$RUN/mvn.log" >&2; fail "mvn dependency:copy-dependencies failed"; }
  echo "$want" >"$LIBS/.fetched"
}

write_config() {
  mkdir -p "$DATA"
  {
    echo "# Written by deploy/kafka/kafka.sh on every start from broker.properties; edit those, not this file."
    cat "$HERE/broker.properties"
    cat <<EOF
controller.quorum.voters=1@$HOST:$CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$PORT
log.dirs=$DATA
EOF
  } >"$CONFIG"
  cat >"$LOG4J" <<EOF
log4j.rootLogger=INFO, file
log4j.appender.file=org.apache.log4j.RollingFileAppender
log4j.appender.file.File=$SERVER_LOG
log4j.appender.file.MaxFileSize=50MB
log4j.appender.file.MaxBackupIndex=2
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.state.change.logger=WARN
log4j.logger.kafka.request.logger=WARN
EOF
}

format_storage() {
  [[ -f "$DATA/meta.properties" ]] && return 0
  local cluster_id
  cluster_id="$(java -cp "$LIBS/*" -Dlog4j.configuration="file:$LOG4J" kafka.tools.StorageTool random-uuid 2>>"$RUN/format.log" | tail -n 1)"
  [[ -n "$cluster_id" ]] || fail "StorageTool random-uuid printed nothing (see $RUN/format.log)"
  say "formatting $DATA for cluster $cluster_id"
  java -cp "$LIBS/*" -Dlog4j.configuration="file:$LOG4J" kafka.tools.StorageTool format \
    -t "$cluster_id" -c "$CONFIG" >>"$RUN/format.log" 2>&1 \
    || { tail -n 40 "$RUN/format.log" >&2; fail "formatting the storage failed"; }
}

show_failure() {
  echo "---- tail of $SERVER_LOG ----" >&2
  tail -n 60 "$SERVER_LOG" >&2 2>/dev/null || true
  echo "---- tail of $OUT_LOG ----" >&2
  tail -n 30 "$OUT_LOG" >&2 2>/dev/null || true
}

start() {
  take_lock
  local pid
  if pid="$(running_pid)"; then
    say "already running (pid $pid) on $HOST:$PORT"
    return 0
  fi
  if port_open "$PORT"; then
    say "something not started by this script already listens on $HOST:$PORT; assuming it is a broker"
    return 0
  fi
  command -v java >/dev/null || fail "java is not installed"
  local began=$SECONDS
  fetch_libs
  write_config
  format_storage
  # A fresh server.log, so the readiness check below cannot match an earlier run's line.
  [[ -f "$SERVER_LOG" ]] && mv -f "$SERVER_LOG" "$SERVER_LOG.prev"
  rm -f "$PID_FILE"
  # setsid: the broker outlives the shell (and the test run) that started it. 9>&-: it must not
  # inherit the lock, or the next start/stop would wait for the broker to exit.
  setsid nohup bash -c 'echo $$ >"$0"; exec "$@"' "$PID_FILE" \
    java "-Xmx$HEAP" "-Xms$HEAP" -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -Djava.awt.headless=true \
    -cp "$LIBS/*" -Dlog4j.configuration="file:$LOG4J" -Dkafka.logs.dir="$RUN" \
    kafka.Kafka "$CONFIG" </dev/null >"$OUT_LOG" 2>&1 9>&- &
  local deadline=$((SECONDS + START_TIMEOUT))
  while ((SECONDS < deadline)); do
    sleep 0.5
    if ! pid="$(running_pid)"; then
      [[ -f "$PID_FILE" ]] || continue
      show_failure
      fail "the broker exited while starting"
    fi
    if grep -q 'Kafka Server started' "$SERVER_LOG" 2>/dev/null && port_open "$PORT"; then
      say "started (pid $pid) on $HOST:$PORT in $((SECONDS - began)) s"
      return 0
    fi
  done
  show_failure
  if pid="$(running_pid)"; then kill -9 "$pid" 2>/dev/null || true; fi
  rm -f "$PID_FILE"
  fail "the broker did not start within ${START_TIMEOUT} s"
}

stop() {
  take_lock
  local pid
  if ! pid="$(running_pid)"; then
    rm -f "$PID_FILE"
    say "not running"
    return 0
  fi
  kill -TERM "$pid" 2>/dev/null || true
  local deadline=$((SECONDS + STOP_TIMEOUT))
  while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.5; done
  if kill -0 "$pid" 2>/dev/null; then
    say "pid $pid did not stop within ${STOP_TIMEOUT} s; killing it"
    kill -9 "$pid" 2>/dev/null || true
    while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
  fi
  rm -f "$PID_FILE"
  say "stopped"
}

status() {
  local pid
  if pid="$(running_pid)"; then
    if port_open "$PORT"; then say "running (pid $pid) on $HOST:$PORT"; else say "starting (pid $pid), $HOST:$PORT not open yet"; fi
    return 0
  fi
  say "not running"
  return 3
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  restart) stop && start ;;
  *) echo "usage: $0 start|stop|status|restart" >&2; exit 2 ;;
esac
