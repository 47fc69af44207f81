"""One instance of a Java function, kept warm between invocations the way Lambda's java21 runtime keeps one.

The container runs AWS's runtime interface client (the same client Lambda's java21 image runs) against
Lambda's Runtime API, served here on loopback: the client loads the handler from /var/task once and then
asks for event after event. The emulator hands this instance one event at a time on port 9001
(POST /invoke, the event as the body) and gets back the answer, whether the function failed, and what the
function wrote meanwhile (its log lines). An event the function does not answer within its timeout ends
the instance, as Lambda ends one that timed out: the emulator starts a fresh one for the next event.
"""
import json
import os
import queue
import subprocess
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

INVOKE_PORT = 9001
handler = sys.argv[1]
timeout = int(os.environ.get("AWS_LAMBDA_FUNCTION_TIMEOUT", "3"))
memory = int(os.environ.get("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "512"))
region = os.environ.get("AWS_REGION", "us-east-1")
function = os.environ.get("AWS_LAMBDA_FUNCTION_NAME", "function")
arn = f"arn:aws:lambda:{region}:123456789012:function:{function}"

events = queue.Queue()  # (request id, event) handed to the client's next GET /next
answers = {}  # request id -> (answer, failed)
answered = threading.Condition()
output = []  # what the function wrote since the current invocation began
output_lock = threading.Lock()


class RuntimeApi(BaseHTTPRequestHandler):
    """Lambda's Runtime API, for the runtime interface client on loopback."""
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def reply(self, status, body=b"", headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if not self.path.endswith("/runtime/invocation/next"):
            self.reply(404)
            return
        request_id, event = events.get()
        self.reply(200, event, [
            ("Content-Type", "application/json"),
            ("Lambda-Runtime-Aws-Request-Id", request_id),
            ("Lambda-Runtime-Deadline-Ms", str(int(time.time() * 1000) + timeout * 1000)),
            ("Lambda-Runtime-Invoked-Function-Arn", arn),
            ("Lambda-Runtime-Trace-Id", f"Root=1-{int(time.time()):08x}-{uuid.uuid4().hex[:24]}")])

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        parts = self.path.strip("/").split("/")
        # /2018-06-01/runtime/invocation/<id>/response or /error; /2018-06-01/runtime/init/error
        request_id = parts[3] if len(parts) > 4 and parts[2] == "invocation" else None
        failed = not self.path.endswith("/response")
        self.reply(202, b'{"status":"OK"}', [("Content-Type", "application/json")])
        with answered:
            if request_id:
                answers[request_id] = (body, failed)
            else:  # the handler could not be loaded: every waiting invocation fails with it
                answers["init"] = (body, True)
            answered.notify_all()


class Invocations(BaseHTTPRequestHandler):
    """The emulator's way in: one event at a time, answered when the function has answered."""
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        event = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        request_id = str(uuid.uuid4())
        with output_lock:
            output.clear()
        started = time.monotonic()
        events.put((request_id, event))
        # The first event also waits for the JVM and the handler's class to load: Lambda allows init 10 s.
        allowed = timeout + (10 if not warm.is_set() else 0)
        with answered:
            answered.wait_for(lambda: request_id in answers or "init" in answers or java.poll() is not None,
                              allowed)
            outcome = answers.pop(request_id, None) or answers.get("init")
        warm.set()
        report = f"REPORT RequestId: {request_id} Duration: {(time.monotonic() - started) * 1000:.0f} ms"
        with output_lock:
            logs = "".join(output) + report + "\n"
        if outcome is None:
            answer, failed = json.dumps({"errorMessage": f"Task timed out after {timeout} seconds",
                                         "errorType": "Timeout"}).encode(), True
        else:
            answer, failed = outcome
        ended = outcome is None or "init" in answers or java.poll() is not None
        body = json.dumps({"answer": answer.decode("utf-8", "replace"), "failed": failed, "logs": logs,
                           "ended": ended}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()
        if ended:  # as Lambda does with an instance that timed out or could not start
            os._exit(1)


def keep_output(stream):
    for line in iter(stream.readline, b""):
        text = line.decode("utf-8", "replace")
        sys.stderr.write(text)
        sys.stderr.flush()
        with output_lock:
            output.append(text)


warm = threading.Event()
runtime = ThreadingHTTPServer(("127.0.0.1", 0), RuntimeApi)
threading.Thread(target=runtime.serve_forever, daemon=True).start()
environment = dict(os.environ, AWS_LAMBDA_RUNTIME_API=f"127.0.0.1:{runtime.server_port}",
                   LAMBDA_TASK_ROOT="/var/task", LAMBDA_RUNTIME_DIR="/opt/tzaar/ric",
                   AWS_LAMBDA_LOG_GROUP_NAME=f"/aws/lambda/{function}",
                   AWS_LAMBDA_LOG_STREAM_NAME=str(uuid.uuid4()),
                   AWS_LAMBDA_INITIALIZATION_TYPE="on-demand", HOME="/tmp")
# The java21 runtime's own launch: serial GC, the heap sized to the function's memory, the task's classes and
# jars on the class path (JAVA_TOOL_OPTIONS, from the function's environment, is read by the JVM itself).
command = ["java", "-XX:+UseSerialGC", f"-XX:MaxHeapSize={int(memory * 0.85)}m", "-Xshare:auto",
           "-XX:+TieredCompilation", "-XX:TieredStopAtLevel=1",
           "-Dorg.crac.Core.Compat=com.amazonaws.services.lambda.crac",
           "-cp", "/var/task:/var/task/lib/*:/opt/tzaar/ric/*",
           "com.amazonaws.services.lambda.runtime.api.client.AWSLambda", handler]
java = subprocess.Popen(command, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
threading.Thread(target=keep_output, args=(java.stdout,), daemon=True).start()


def notice_the_end():
    java.wait()
    with answered:
        answered.notify_all()


threading.Thread(target=notice_the_end, daemon=True).start()
print(f"instance of {function} ({handler}) takes events on port {INVOKE_PORT}", file=sys.stderr, flush=True)
ThreadingHTTPServer(("0.0.0.0", INVOKE_PORT), Invocations).serve_forever()
