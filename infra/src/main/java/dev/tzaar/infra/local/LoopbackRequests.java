package dev.tzaar.infra.local;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Which requests a loopback port of {@code ./tzaar local} answers: only those of this machine's own
 * clients, never a web page's that the host's browser happens to have open. Binding to 127.0.0.1 keeps
 * other machines out but not such a page: it may post to any loopback port (a "simple" cross-site
 * request needs no preflight), or point a DNS name of its own at 127.0.0.1 and reach a port as its own
 * origin (DNS rebinding). Every server {@code ./tzaar local} opens applies this one rule before its
 * handler sees the request: the game function's Lambda Invoke API and DynamoDB Local ({@link
 * #SIGNED_ONLY}), the live board and the interactions endpoint ({@link #PAGES}).
 *
 * <p>In this order, a request is refused
 * <ul>
 *   <li>431 with more than {@value #MOST_HEADERS} header lines;
 *   <li>400 with two {@code Host} headers (servers disagree on which one counts);
 *   <li>421 unless its {@code Host} is {@code 127.0.0.1:<port>} or {@code localhost:<port>}: a name an
 *       attacker's DNS points here is not this machine's;
 *   <li>403 when a browser says it comes from another site: an {@code Origin} other than this port's
 *       own, or {@code Sec-Fetch-Site} other than {@code same-origin} or {@code none} ({@code same-site}
 *       included: another port of 127.0.0.1 is another page);
 *   <li>on the ports only the AWS SDK and CLI use ({@link #SIGNED_ONLY}): 415 when its body is of a type
 *       a page may post without a preflight ({@code text/plain}, {@code application/x-www-form-urlencoded},
 *       {@code multipart/form-data}), and 403 when it is not signed: the SDK and the CLI sign every request
 *       ({@code Authorization}, with any credentials), and a page cannot send that header to another
 *       origin without a preflight, which these servers never grant. The signature is not checked: local
 *       credentials are anyone's.
 * </ul>
 * Nothing else is asked of a request: the SDK's Invoke with no payload (the bot's start-up check) has an
 * empty body whose {@code Content-Type} the JDK's HTTP client fills in as a form, and the AWS CLI's Invoke
 * names no type at all; both are let through.
 */
public enum LoopbackRequests {
    /** The ports only the AWS SDK and CLI talk to: the Lambda Invoke API, DynamoDB Local. */
    SIGNED_ONLY,
    /** The ports of pages and Discord: the live board (a browser's same-origin requests), the interactions endpoint. */
    PAGES;

    /** Far above what any client of ours sends (the SDK sends about 12). */
    public static final int MOST_HEADERS = 200;

    /** The types a page may post to another origin without asking first (the Fetch standard's CORS-safelisted ones). */
    private static final Set<String> FORGEABLE_TYPES = Set.of("text/plain", "application/x-www-form-urlencoded",
            "multipart/form-data");
    private static final Set<String> OWN_SITE = Set.of("same-origin", "none");

    /** Why a request is not answered: the status and a sentence for whoever sent it. */
    public record Refusal(int status, String reason) {
        private static final ObjectMapper JSON = new ObjectMapper();

        /** The answer's body: {@code {"message": reason}}. */
        public byte[] json() {
            try {
                return JSON.writeValueAsBytes(Map.of("message", reason));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("a map of one string always serializes", e);
            }
        }
    }

    /**
     * Whether to refuse a request that reached {@code port} with these headers (names in any case).
     *
     * @return the refusal, or empty when the request is one of this machine's own clients'
     */
    public Optional<Refusal> refusal(int port, Map<String, List<String>> headers) {
        Map<String, List<String>> named = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        int lines = 0;
        for (Map.Entry<String, List<String>> header : headers.entrySet()) {
            named.merge(header.getKey(), header.getValue(), (a, b) -> List.copyOf(concat(a, b)));
            lines += header.getValue().size();
        }
        if (lines > MOST_HEADERS) {
            return refuse(431, "A request has at most " + MOST_HEADERS + " header lines; this one has " + lines + ".");
        }
        List<String> hosts = named.getOrDefault("Host", List.of());
        if (hosts.size() > 1) {
            return refuse(400, "A request names one Host; this one names " + hosts.size() + ".");
        }
        String host = hosts.isEmpty() ? "" : hosts.get(0).strip().toLowerCase(Locale.ROOT);
        if (!host.equals("127.0.0.1:" + port) && !host.equals("localhost:" + port)) {
            return refuse(421, "This server answers only as 127.0.0.1:" + port + " or localhost:" + port
                    + ", this machine's own names for it.");
        }
        Optional<String> origin = first(named, "Origin");
        Optional<String> site = first(named, "Sec-Fetch-Site");
        if (origin.isPresent() && !origin.get().strip().equalsIgnoreCase("http://" + host)
                || site.isPresent() && !OWN_SITE.contains(site.get().strip().toLowerCase(Locale.ROOT))) {
            return refuse(403, "This server answers this machine's own clients, not a page of another site.");
        }
        if (this == SIGNED_ONLY) {
            if (hasBody(named) && first(named, "Content-Type").map(LoopbackRequests::mediaType)
                    .filter(FORGEABLE_TYPES::contains).isPresent()) {
                return refuse(415, "This server takes the AWS SDK's requests, whose bodies are JSON, not "
                        + mediaType(first(named, "Content-Type").orElseThrow()) + ".");
            }
            if (first(named, "Authorization").filter(value -> !value.isBlank()).isEmpty()) {
                return refuse(403, "This server takes signed requests only, as the AWS SDK and CLI send them "
                        + "(any credentials do).");
            }
        }
        return Optional.empty();
    }

    private static boolean hasBody(Map<String, List<String>> headers) {
        return first(headers, "Transfer-Encoding").isPresent()
                || first(headers, "Content-Length").filter(length -> !length.strip().equals("0")).isPresent();
    }

    /** {@code text/plain} of {@code Text/Plain; charset=UTF-8}. */
    private static String mediaType(String contentType) {
        int parameters = contentType.indexOf(';');
        return (parameters < 0 ? contentType : contentType.substring(0, parameters)).strip().toLowerCase(Locale.ROOT);
    }

    private static Optional<String> first(Map<String, List<String>> headers, String name) {
        List<String> values = headers.get(name);
        return values == null || values.isEmpty() ? Optional.empty() : Optional.ofNullable(values.get(0));
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> both = new ArrayList<>(a);
        both.addAll(b);
        return both;
    }

    private static Optional<Refusal> refuse(int status, String reason) {
        return Optional.of(new Refusal(status, reason));
    }
}
