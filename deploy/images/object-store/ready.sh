#!/usr/bin/env bash
# The image's health check (and deploy/compose/local.yml's): the store answers HTTP (an anonymous
# request is refused, which is an answer).
exec node -e "fetch('http://127.0.0.1:9000/').then(() => process.exit(0), () => process.exit(1))"
