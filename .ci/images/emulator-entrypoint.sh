#!/bin/bash
# What Testcontainers' LocalStackContainer runs in LocalStack's image (/usr/local/bin/docker-entrypoint.sh,
# after its own start script): here, moto on LocalStack's port.
export MOTO_PORT=4566
exec python3 /opt/tzaar/emulator.py
