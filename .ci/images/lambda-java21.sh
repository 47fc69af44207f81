#!/bin/bash
# The image of a java21 function's instance (MOTO_DOCKER_LAMBDA_IMAGE, started by warm_instances.py): with
# the handler as its argument and the function's code unpacked in /var/task, it takes one event after
# another on port 9001 until it is removed.
exec python3 /opt/tzaar/runtime_api.py "$@"
