"""One invocation of a Java function, the way Lambda's java21 runtime makes it.

Lambda's Runtime API on loopback hands AWS's runtime interface client (the same client Lambda's java21
image runs) the one event; the client loads the handler from /var/task and posts the answer back. The
answer goes to stdout as the last line, everything else to stderr: what moto reads from a function's
container (after lambci/docker-lambda).
"""
import json
import os
import subprocess
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

handler, event = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "{}")
request_id = str(uuid.uuid4())
timeout = int(os.environ.get("AWS_LAMBDA_FUNCTION_TIMEOUT", "3"))
memory = int(os.environ.get("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "512"))
region = os.environ.get("AWS_REGION", "us-east-1")
function = os.environ.get("AWS_LAMBDA_FUNCTION_NAME", "function")
arn = f"arn:aws:lambda:{region}:123456789012:function:{function}"
answered = threading.Event()
outcome = {}


class RuntimeApi(BaseHTTPRequestHandler):
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
        if self.path.endswith("/runtime/invocation/next"):
            if outcome.get("handed"):
                answered.wait()  # one event per container: the next never comes
                time.sleep(timeout)
            outcome["handed"] = True
            self.reply(200, event.encode(), [
                ("Content-Type", "application/json"),
                ("Lambda-Runtime-Aws-Request-Id", request_id),
                ("Lambda-Runtime-Deadline-Ms", str(int(time.time() * 1000) + timeout * 1000)),
                ("Lambda-Runtime-Invoked-Function-Arn", arn),
                ("Lambda-Runtime-Trace-Id", f"Root=1-{int(time.time()):08x}-{uuid.uuid4().hex[:24]}")])
        else:
            self.reply(404)

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.path.endswith("/response"):
            outcome.update(answer=body, failed=False)
        else:  # /error or /runtime/init/error
            outcome.update(answer=body, failed=True)
        self.reply(202, b'{"status":"OK"}', [("Content-Type", "application/json")])
        answered.set()


server = ThreadingHTTPServer(("127.0.0.1", 0), RuntimeApi)
threading.Thread(target=server.serve_forever, daemon=True).start()
environment = dict(os.environ, AWS_LAMBDA_RUNTIME_API=f"127.0.0.1:{server.server_port}",
                   LAMBDA_TASK_ROOT="/var/task", LAMBDA_RUNTIME_DIR="/opt/tzaar/ric",
                   AWS_LAMBDA_LOG_GROUP_NAME=f"/aws/lambda/{function}", AWS_LAMBDA_LOG_STREAM_NAME=request_id,
                   AWS_LAMBDA_INITIALIZATION_TYPE="on-demand", HOME="/tmp")
# The java21 runtime's own launch: serial GC, the heap sized to the function's memory, the task's classes and
# jars on the class path (JAVA_TOOL_OPTIONS, from the function's environment, is read by the JVM itself).
command = ["java", "-XX:+UseSerialGC", f"-XX:MaxHeapSize={int(memory * 0.85)}m", "-Xshare:auto",
           "-XX:+TieredCompilation", "-XX:TieredStopAtLevel=1",
           "-Dorg.crac.Core.Compat=com.amazonaws.services.lambda.crac",
           "-cp", "/var/task:/var/task/lib/*:/opt/tzaar/ric/*",
           "com.amazonaws.services.lambda.runtime.api.client.AWSLambda", handler]
started = time.monotonic()
java = subprocess.Popen(command, env=environment, stdout=sys.stderr, stderr=sys.stderr)
# Init has its own allowance on Lambda (10 s) before the handler's timeout starts.
finished = answered.wait(timeout + 10) or False
java.terminate()
try:
    java.wait(5)
except subprocess.TimeoutExpired:
    java.kill()
sys.stderr.write(f"REPORT RequestId: {request_id} Duration: {(time.monotonic() - started) * 1000:.0f} ms\n")
sys.stderr.flush()
if not finished:
    print(json.dumps({"errorMessage": f"Task timed out after {timeout} seconds", "errorType": "Timeout"}))
    sys.exit(1)
sys.stdout.write(outcome["answer"].decode("utf-8", "replace").replace("\n", " ") + "\n")
sys.stdout.flush()
sys.exit(1 if outcome["failed"] else 0)
