package dev.tzaar.infra.local;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;
import org.apache.commons.cli.ParseException;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.main.CommandLineInput;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local run in this JVM as an HTTP server on 127.0.0.1, its data kept in one file under a
 * directory, so games outlive a restart of the local setup. It answers this machine's AWS SDK and CLI
 * only, not a web page open in its browser ({@link LoopbackRequests#SIGNED_ONLY}).
 *
 * <p>It runs with {@code -sharedDb}: DynamoDB Local otherwise keeps one database per access key and
 * region, and the bot, the function and a person poking at it with the AWS CLI would each see their
 * own empty tables. It runs with {@code -disableTelemetry}: a local game is nobody else's business.
 * TTL is accepted but never deletes anything (the store filters expired items itself).
 */
public final class LocalDynamoDb implements AutoCloseable {
    /**
     * The sqlite library under DynamoDB Local logs every database it opens through java.util.logging;
     * warnings are enough. Held here: the logging framework keeps its loggers only weakly.
     */
    private static final Logger SQLITE = Logger.getLogger("com.almworks.sqlite4java");
    /** Any credentials do; the SDK insists on some. */
    public static final AwsBasicCredentials CREDENTIALS = AwsBasicCredentials.create("local", "local");
    /** Any region does with {@code -sharedDb}. */
    public static final Region REGION = Region.US_EAST_1;

    private final DynamoDBProxyServer server;
    private final int port;
    private final Path directory;
    private boolean stopped;

    private LocalDynamoDb(DynamoDBProxyServer server, int port, Path directory) {
        this.server = server;
        this.port = port;
        this.directory = directory;
    }

    /**
     * Starts DynamoDB Local on 127.0.0.1 with its data in {@code directory} (created if missing).
     * The first start in a JVM takes about 3 s.
     *
     * @param port the port, or 0 for a free one
     * @throws IOException when the directory cannot be made or the port cannot be bound
     */
    public static LocalDynamoDb start(Path directory, int port) throws IOException {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("not a port: " + port);
        }
        Files.createDirectories(directory);
        // DynamoDB Local takes no port 0, so we find a free one; another process could take it
        // before DynamoDB Local binds it, which then fails loudly below rather than silently.
        int chosen = port == 0 ? freeLoopbackPort() : port;
        DynamoDBProxyServer server;
        try {
            CommandLineInput options = new CommandLineInput(new String[] {
                "-port", Integer.toString(chosen),
                "-dbPath", directory.toAbsolutePath().toString(),
                "-sharedDb",
                "-disableTelemetry",
            });
            if (!options.init()) {
                throw new IllegalStateException("DynamoDB Local refused its options");
            }
            quietenLogging();
            // createServer, not createServerFromCommandLineArgs: the latter prints a banner.
            server = ServerRunner.createServer(options);
        } catch (ParseException e) {
            throw new IllegalStateException("DynamoDB Local refused its options: " + e.getMessage(), e);
        }
        bindToLoopbackBehindTheRule(server, chosen);
        try {
            // safeStart, not start: start() prints a bind failure and carries on as if started.
            server.safeStart();
        } catch (Exception e) {
            stopQuietly(server);
            throw new IOException("DynamoDB Local could not start on 127.0.0.1:" + chosen + ": " + e.getMessage(), e);
        }
        return new LocalDynamoDb(server, chosen, directory);
    }

    public int port() {
        return port;
    }

    /** What clients' endpoint override is set to: {@code http://127.0.0.1:<port>}. */
    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + port);
    }

    public Path directory() {
        return directory;
    }

    /** A new client for this server, with {@link #CREDENTIALS} and {@link #REGION}; the caller closes it. */
    public DynamoDbClient newClient() {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint())
                .region(REGION)
                .credentialsProvider(StaticCredentialsProvider.create(CREDENTIALS))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }

    /** Stops the server and closes its database file; the data stays in the directory. Idempotent. */
    @Override
    public synchronized void close() {
        if (!stopped) {
            stopped = true;
            stopQuietly(server);
        }
    }

    /**
     * DynamoDB Local's server listens on every interface and has no option to change it; a game
     * database open to the local network is not what "local" promises. Nor is one open to a web page in
     * this machine's browser (posting to it, or reaching it under a name of its own through DNS
     * rebinding): its handler is put behind {@link LoopbackRequests#SIGNED_ONLY}, as the Invoke API's is.
     * Its Jetty server is reached by reflection, before it starts, and its connector told to bind
     * 127.0.0.1. LocalDynamoDbTest fails if a new version of DynamoDB Local moves the field.
     */
    private static void bindToLoopbackBehindTheRule(DynamoDBProxyServer proxy, int port) {
        try {
            Field field = DynamoDBProxyServer.class.getDeclaredField("server");
            field.setAccessible(true);
            Server jetty = (Server) field.get(proxy);
            for (Connector connector : jetty.getConnectors()) {
                ((ServerConnector) connector).setHost(InetAddress.getLoopbackAddress().getHostAddress());
            }
            Handler handler = jetty.getHandler();
            jetty.setHandler((Handler) null);
            jetty.setHandler(new OwnClientsOnly(handler, port));
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalStateException("cannot bind DynamoDB Local to loopback in this version of it", e);
        }
    }

    /** {@link LoopbackRequests}' rule in front of DynamoDB Local's own handler. */
    private static final class OwnClientsOnly extends Handler.Wrapper {
        private final int port;

        OwnClientsOnly(Handler handler, int port) {
            super(handler);
            this.port = port;
        }

        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            Map<String, List<String>> headers = new LinkedHashMap<>();
            for (HttpField field : request.getHeaders()) {
                headers.computeIfAbsent(field.getName(), name -> new ArrayList<>()).add(field.getValue());
            }
            Optional<LoopbackRequests.Refusal> refusal = LoopbackRequests.SIGNED_ONLY.refusal(port, headers);
            if (refusal.isEmpty()) {
                return super.handle(request, response, callback);
            }
            response.setStatus(refusal.get().status());
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
            response.write(true, ByteBuffer.wrap(refusal.get().json()), callback);
            return true;
        }
    }

    /**
     * DynamoDB Local logs every refused request (a failed condition, a missing table) with its stack
     * trace at WARN, on standard output; the client is told anyway, and a lost race is normal here.
     * Only its ERRORs (its own failures) are left to print.
     */
    private static void quietenLogging() {
        Configurator.setLevel("software.amazon.dynamodb", Level.ERROR);
        SQLITE.setLevel(java.util.logging.Level.WARNING);
    }

    private static int freeLoopbackPort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on loopback", e);
        }
    }

    private static void stopQuietly(DynamoDBProxyServer server) {
        try {
            server.stop();
        } catch (Exception e) {
            // Nothing more to do for a server that will not stop; its threads die with the JVM.
        }
    }
}
