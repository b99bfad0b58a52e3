#!/usr/bin/env bash
# The image's health check (and deploy/compose/local.yml's): the broker accepts connections.
exec 3<>/dev/tcp/127.0.0.1/9092
