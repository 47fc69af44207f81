package dev.tzaar.lambda.handler;

import dev.tzaar.api.RequestLimits;
import dev.tzaar.lambda.shared.RecordFiles;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Attached record files, fetched from Discord's CDN and nowhere else: the address must be {@code https} on
 * one of Discord's attachment hosts (exactly, no user part, the default port), redirects are not followed,
 * the connection and the whole fetch are timed out, and no more than {@link RequestLimits#RECORD_FILE} bytes
 * are read. So a request that names another address (an instance's metadata endpoint, a private host) makes
 * the function fetch nothing: the address comes from the interaction, which only the bot relays, but the
 * function does not rely on that.
 */
final class DiscordCdnFiles implements RecordFiles {
    /** See {@link FunctionWiring#ATTACHMENT_ORIGINS}. */
    static final String EXTRA_ORIGINS = FunctionWiring.ATTACHMENT_ORIGINS;
    /** Where Discord serves attachments: the CDN and its media proxy. */
    static final List<URI> DISCORD_ORIGINS = List.of(URI.create("https://cdn.discordapp.com"),
            URI.create("https://media.discordapp.net"));
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(2);
    /** Within the function's 10 s, with the replay and the store's writes still to come. */
    static final Duration FETCH_TIMEOUT = Duration.ofSeconds(4);

    private final List<URI> origins;
    private final HttpClient client;

    DiscordCdnFiles(List<URI> origins) {
        this.origins = List.copyOf(origins);
        this.client = HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT)
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    /** Discord's origins, and the extra ones the environment names. */
    static DiscordCdnFiles fromEnvironment(Map<String, String> env) {
        String extra = env.getOrDefault(EXTRA_ORIGINS, "");
        List<URI> origins = new java.util.ArrayList<>(DISCORD_ORIGINS);
        Arrays.stream(extra.split(",")).map(String::strip).filter(s -> !s.isEmpty()).map(URI::create)
                .forEach(origins::add);
        return new DiscordCdnFiles(origins);
    }

    @Override
    public Fetched fetch(String address) {
        URI uri;
        try {
            uri = new URI(address);
        } catch (URISyntaxException | NullPointerException e) {
            return new Refused(Problem.NOT_DISCORDS);
        }
        if (!isAllowed(uri)) {
            return new Refused(Problem.NOT_DISCORDS);
        }
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(FETCH_TIMEOUT).GET().build();
        try {
            HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream body = response.body()) {
                if (response.statusCode() != 200) {
                    return new Refused(Problem.UNREACHABLE);
                }
                long declared = response.headers().firstValueAsLong("Content-Length").orElse(-1);
                if (declared > RequestLimits.RECORD_FILE) {
                    return new Refused(Problem.TOO_LARGE);
                }
                byte[] bytes = body.readNBytes(RequestLimits.RECORD_FILE + 1);
                if (bytes.length > RequestLimits.RECORD_FILE) {
                    return new Refused(Problem.TOO_LARGE);
                }
                return new Text(new String(bytes, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            return new Refused(Problem.UNREACHABLE);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Refused(Problem.UNREACHABLE);
        }
    }

    /** The same scheme, host and port as one of the origins, and no user part. */
    boolean isAllowed(URI uri) {
        if (!uri.isAbsolute() || uri.getRawUserInfo() != null || uri.getHost() == null) {
            return false;
        }
        return origins.stream().anyMatch(origin -> origin.getScheme().equalsIgnoreCase(uri.getScheme())
                && origin.getHost().toLowerCase(Locale.ROOT).equals(uri.getHost().toLowerCase(Locale.ROOT))
                && port(origin) == port(uri));
    }

    private static int port(URI uri) {
        if (uri.getPort() != -1) {
            return uri.getPort();
        }
        return Objects.equals(uri.getScheme().toLowerCase(Locale.ROOT), "https") ? 443 : 80;
    }
}
