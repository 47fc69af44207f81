#!/bin/bash
# The image moto runs for a java21 function (MOTO_DOCKER_LAMBDA_IMAGE): with the handler and the event as
# its two arguments and the function's code unpacked in /var/task, it prints the logs, then the answer as
# the last line of its output, and exits (non-zero when the function failed).
exec python3 /opt/tzaar/runtime_api.py "$@"
