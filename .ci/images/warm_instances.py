"""Lambda's warm instances, which moto 5.1.1 lacks: it starts a fresh container for every invocation
(LambdaFunction._invoke_lambda: the code copied into a new volume through a busybox container, a new JVM,
the handler loaded again, all removed afterwards), so on a busy 2-core machine every call took 20 to 40 s.

Lambda keeps an instance of a function version warm after an invocation and hands it the next one; an
invocation that comes while every instance is busy gets an instance of its own (a cold start). Here an
instance is a container of the runtime image (runtime_api.py) taking one event at a time on port 9001,
kept per function version, code, configuration and environment. The function's environment is moto's,
plus AWS_ENDPOINT_URL (the emulator itself, unless the function names another), as LocalStack gives its
functions: an AWS SDK inside a function reaches the emulator, not AWS. Each instance carries the label
LABEL naming its emulator (the emulator container's host name, its id's first 12 digits): Testcontainers
kills the emulator, which cannot then remove them, so the suite removes them with it (FunctionInstances).
"""
import json
import socket
import sys
import threading
import time
import urllib.request
from collections import defaultdict

from moto import settings
from moto.awslambda.models import LambdaFunction, _DockerDataVolumeContext

INVOKE_PORT = 9001
LABEL = "tzaar.emulator"
START_WITHIN = 60  # seconds for an instance's container to take events (the JVM starts meanwhile)


class Instance:
    def __init__(self, function):
        # The code unpacked once into a volume, as moto does it, kept while the instance lives (the project's
        # functions have no layers: none are mounted).
        self.code = _DockerDataVolumeContext(function)
        self.container = None
        self.code.__enter__()
        try:
            self.container = self.start(function)
            self.address = self.wait_until_it_takes_events()
        except BaseException:
            self.stop()
            raise

    def start(self, function):
        run = {}
        if settings.moto_network_name():
            run["network"] = settings.moto_network_name()
        elif settings.moto_network_mode():
            run["network_mode"] = settings.moto_network_mode()
        image = settings.moto_lambda_image()
        function.ensure_image_exists(image)
        return function.docker_client.containers.run(
            image, [function.handler], detach=True, mem_limit=f"{function.memory_size}m",
            volumes={self.code.name: {"bind": "/var/task", "mode": "rw"}},
            environment=environment_of(function), labels={LABEL: socket.gethostname()},
            extra_hosts={"host.docker.internal": "host-gateway"}, **run)

    def wait_until_it_takes_events(self):
        deadline = time.monotonic() + START_WITHIN
        while True:
            self.container.reload()
            networks = self.container.attrs["NetworkSettings"]["Networks"]
            address = next((n["IPAddress"] for n in networks.values() if n.get("IPAddress")), None)
            if address:
                try:
                    socket.create_connection((address, INVOKE_PORT), timeout=1).close()
                    return address
                except OSError:
                    pass
            if self.container.status == "exited" or time.monotonic() > deadline:
                raise RuntimeError("the function's instance did not start: "
                                   + self.container.logs().decode("utf-8", "replace")[-2000:])
            time.sleep(0.1)

    def invoke(self, event, timeout):
        request = urllib.request.Request(f"http://{self.address}:{INVOKE_PORT}/invoke", data=event.encode(),
                                         method="POST", headers={"Content-Type": "application/json"})
        # The instance answers within the function's timeout (plus init's 10 s when cold) itself.
        with urllib.request.urlopen(request, timeout=timeout + 40) as answer:
            return json.loads(answer.read())

    def stop(self):
        if self.container is not None:
            try:
                self.container.remove(force=True)
            except Exception as failure:
                print(f"an instance's container could not be removed: {failure}", file=sys.stderr, flush=True)
        try:
            self.code.__exit__(None, None, None)
        except Exception as failure:
            print(f"an instance's code volume could not be removed: {failure}", file=sys.stderr, flush=True)


def environment_of(function):
    """What moto's _invoke_lambda gives a function's container, and the emulator's endpoint for the SDKs."""
    environment = {
        "_HANDLER": function.handler,
        "AWS_EXECUTION_ENV": f"AWS_Lambda_{function.run_time}",
        "AWS_LAMBDA_FUNCTION_TIMEOUT": function.timeout,
        "AWS_LAMBDA_FUNCTION_NAME": function.function_name,
        "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": function.memory_size,
        "AWS_LAMBDA_FUNCTION_VERSION": function.version,
        "AWS_REGION": function.region,
        "AWS_ACCESS_KEY_ID": "role-account-id",
        "AWS_SECRET_ACCESS_KEY": "role-secret-key",
        "AWS_SESSION_TOKEN": "session-token",
    }
    environment.update(function.environment_vars)
    environment["MOTO_HOST"] = settings.moto_server_host()
    environment["MOTO_PORT"] = settings.moto_server_port()
    environment["MOTO_HTTP_ENDPOINT"] = f'{environment["MOTO_HOST"]}:{environment["MOTO_PORT"]}'
    environment.setdefault("AWS_ENDPOINT_URL", environment["MOTO_HTTP_ENDPOINT"])
    return environment


class WarmInstances:
    def __init__(self):
        self.lock = threading.Lock()
        self.idle = defaultdict(list)  # a function version's configuration -> its idle instances

    @staticmethod
    def key(function):
        return (function.function_arn, function.version, function.code_digest, function.handler,
                function.memory_size, function.timeout, json.dumps(function.environment_vars, sort_keys=True))

    def invoke(self, function, event):
        """What moto's _invoke_lambda returns: the answer, whether the function failed, its log lines."""
        function.logs_backend.ensure_log_group(function.logs_group_name)
        key = self.key(function)
        with self.lock:
            instance = self.idle[key].pop() if self.idle[key] else None
        try:
            if instance is None:
                instance = Instance(function)
            outcome = instance.invoke(json.dumps(event) if not isinstance(event, str) else event,
                                      int(function.timeout))
        except Exception as failure:
            if instance is not None:
                instance.stop()
            message = f"the function's instance failed: {failure}"
            function.save_logs(message)
            return json.dumps({"errorMessage": message, "errorType": "Runtime.Unknown"}), True, message
        if outcome["ended"]:
            instance.stop()
        else:
            with self.lock:
                self.idle[key].append(instance)
        function.save_logs(outcome["logs"])
        return outcome["answer"], outcome["failed"], outcome["logs"]


INSTANCES = WarmInstances()


def install():
    """Every invocation moto makes (RequestResponse, and the Event ones emulator.py runs later) goes here."""
    LambdaFunction._invoke_lambda = lambda function, event=None: INSTANCES.invoke(
        function, event if event is not None else {})
