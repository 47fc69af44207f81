"""moto's server on LocalStack's port, as Testcontainers' LocalStackContainer expects LocalStack's image to be.

moto emulates the services; this adds only what makes it stand where LocalStack stands:
- LocalStack's health route (/_localstack/health), naming the services that answer;
- the line "Ready." once the port takes requests (what LocalStackContainer waits for);
- an Event (asynchronous) invocation is accepted at once (202) and run afterwards, as Lambda does:
  moto runs it before answering, so a function that hands work on by an Event would wait for that work;
- a function's instance is kept warm between invocations, as Lambda keeps one, and its AWS SDK reaches the
  emulator, as LocalStack's functions' do (warm_instances.py: moto starts a fresh container every time);
- a published version (what an alias points at) can be invoked: moto 5.1.1 copies a function into its
  versions without DockerModel.__init__, so a version has no Docker client and its invocation fails;
- DynamoDB's TransactWriteItems is idempotent by its ClientRequestToken for 10 minutes, as DynamoDB's is
  (the SDK sends a transaction again when an answer is lost): moto ignores the token and applies it twice;
- DynamoDB's requests are answered one at a time, so that a conditional write or a transaction checks and
  writes at once, as DynamoDB's do: moto's threads could both pass a condition and lose an update.
"""
import hashlib
import io
import json
import re
import sys
import threading
import time

import moto
from moto.awslambda.models import lambda_backends
from moto.core import DEFAULT_ACCOUNT_ID
from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from moto.utilities.docker_utilities import DockerModel
from werkzeug.serving import make_server

import warm_instances

# The attribute DockerModel.__init__ sets, as a class default: a version copied without it makes its client.
DockerModel._DockerModel__docker_client = None

PORT = 4566
SERVICES = ["dynamodb", "lambda", "secretsmanager", "iam", "sts", "logs"]
INVOCATION = re.compile(r"^/2015-03-31/functions/([^/]+)/invocations$")
TRANSACT_WRITE = "DynamoDB_20120810.TransactWriteItems"
TOKEN_LIFETIME = 600  # seconds: DynamoDB keeps a transaction's token 10 minutes


class LocalStackFace:
    def __init__(self, moto_app):
        self.moto_app = moto_app
        self.transactions = {}  # ClientRequestToken -> (when, body's hash, status, headers, answer)
        self.dynamodb_lock = threading.Lock()

    def __call__(self, environ, start_response):
        path = environ.get("PATH_INFO", "")
        if path.rstrip("/") == "/_localstack/health":
            body = json.dumps({"services": {name: "running" for name in SERVICES},
                               "edition": "moto", "version": moto.__version__}).encode()
            start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
            return [body]
        invocation = INVOCATION.match(path)
        if (invocation and environ.get("REQUEST_METHOD") == "POST"
                and environ.get("HTTP_X_AMZ_INVOCATION_TYPE") == "Event"
                and self.exists(invocation.group(1), environ)):
            return self.later(environ, start_response)
        if environ.get("HTTP_X_AMZ_TARGET", "").startswith("DynamoDB_"):
            with self.dynamodb_lock:
                status, headers, answer = self.dynamodb(environ)
            start_response(status, headers)
            return [answer]
        return self.moto_app(environ, start_response)

    def answer_of(self, environ):
        answered = {}
        answer = b"".join(self.moto_app(environ, lambda status, headers, exc_info=None:
                                        answered.update(status=status, headers=headers)))
        return answered["status"], answered["headers"], answer

    def dynamodb(self, environ):
        if environ.get("HTTP_X_AMZ_TARGET") == TRANSACT_WRITE:
            return self.idempotent_transaction(environ)
        return self.answer_of(environ)

    def idempotent_transaction(self, environ):
        body = read_body(environ)
        try:
            token = json.loads(body or b"{}").get("ClientRequestToken")
        except ValueError:
            token = None
        if not token:
            return self.answer_of(environ)
        digest = hashlib.sha256(body).hexdigest()
        now = time.monotonic()
        for old in [t for t, kept in self.transactions.items() if now - kept[0] > TOKEN_LIFETIME]:
            del self.transactions[old]
        kept = self.transactions.get(token)
        if kept and kept[1] != digest:
            answer = json.dumps({"__type": "com.amazonaws.dynamodb.v20120810#IdempotentParameterMismatchException",
                                 "message": "The request uses the same client token as a previous, but "
                                            "non-identical request."}).encode()
            return "400 Bad Request", [("Content-Type", "application/x-amz-json-1.0"),
                                       ("Content-Length", str(len(answer)))], answer
        if kept:
            return kept[2], kept[3], kept[4]
        status, headers, answer = self.answer_of(environ)
        if status.startswith("200"):
            self.transactions[token] = (now, digest, status, headers, answer)
        return status, headers, answer

    @staticmethod
    def exists(function, environ):
        # Only a function moto knows is run later; any other gets moto's own answer (404) now.
        region = re.search(r"Credential=[^/]+/[0-9]+/([^/]+)/", environ.get("HTTP_AUTHORIZATION", ""))
        try:
            from urllib.parse import unquote
            qualifier = re.search(r"(?:^|&)Qualifier=([^&]+)", environ.get("QUERY_STRING", ""))
            lambda_backends[DEFAULT_ACCOUNT_ID][region.group(1) if region else "us-east-1"].get_function(
                unquote(function), unquote(qualifier.group(1)) if qualifier else None)
            return True
        except Exception:
            return False

    def later(self, environ, start_response):
        read_body(environ)
        queued = dict(environ)
        queued["wsgi.input"] = io.BytesIO(environ["wsgi.input"].getvalue())

        def run():
            try:
                for _ in self.moto_app(queued, lambda status, headers, exc_info=None: None):
                    pass
            except Exception as failure:  # the invocation's failure is the function's, as on Lambda
                print(f"asynchronous invocation failed: {failure}", file=sys.stderr, flush=True)

        threading.Thread(target=run, daemon=True).start()
        start_response("202 Accepted", [("Content-Type", "application/json"), ("Content-Length", "0")])
        return [b""]


def read_body(environ):
    """The request's body, read once; the environ keeps it readable for moto."""
    length = int(environ.get("CONTENT_LENGTH") or 0)
    body = environ["wsgi.input"].read(length) if length else b""
    environ["wsgi.input"] = io.BytesIO(body)
    return body


def main():
    warm_instances.install()
    app = LocalStackFace(DomainDispatcherApplication(create_backend_app))
    server = make_server("0.0.0.0", PORT, app, threaded=True)
    print(f"moto {moto.__version__} serves {', '.join(SERVICES)} on port {PORT}", flush=True)
    print("Ready.", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
