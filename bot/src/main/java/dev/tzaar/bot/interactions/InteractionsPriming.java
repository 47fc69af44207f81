package dev.tzaar.bot.interactions;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.Choice;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.function.FunctionClient;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.crac.Context;
import org.crac.Resource;

/**
 * The acknowledgement path, run before the SnapStart snapshot ("Lambda SnapStart runtime hooks", the
 * {@code org.crac} API) so that the first interaction after a restore finds its classes loaded and its
 * code run: a PING, a slash command, a button press and an autocomplete, each signed with a throwaway
 * key and answered by a frontend built exactly as the function's (same endpoint, handlers, relay), whose
 * only differences are the parts that would reach out. The relay's hand-off builds its asynchronous
 * invocation and keeps it; autocomplete's question is answered here. Nothing is sent anywhere: no game
 * function call, no webhook, no Lambda invocation.
 */
public final class InteractionsPriming implements Resource {
    /** What the frontend answered, one body per interaction, in order: PING, command, button, autocomplete. */
    public record Primed(List<String> answers, List<String> handedOn) {}

    /** An ARN no function has: the priming invocations are built for it and never sent. */
    public static final String NO_FUNCTION = "arn:aws:lambda:us-east-1:000000000000:function:priming:live";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Discord's epoch: snowflakes count milliseconds from 2015. */
    private static final long DISCORD_EPOCH_MILLIS = 1_420_070_400_000L;
    private static final String APPLICATION = "100000000000000001";
    private static final String GUILD = "100000000000000002";
    private static final String CHANNEL = "100000000000000003";
    private static final String PLAYER = "100000000000000004";
    private static final String OPPONENT = "100000000000000005";

    private final Clock clock;
    private final Runnable alsoBeforeSnapshot;

    public InteractionsPriming(Clock clock) {
        this(clock, () -> { });
    }

    /**
     * @param alsoBeforeSnapshot more to do before the snapshot, after the priming: making what the
     *     acknowledgement does not need but the work after it does (the game function's client)
     */
    public InteractionsPriming(Clock clock, Runnable alsoBeforeSnapshot) {
        this.clock = clock;
        this.alsoBeforeSnapshot = alsoBeforeSnapshot;
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        prime();
        alsoBeforeSnapshot.run();
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        // Nothing to renew: the webhook's and the SDK's HTTP clients open connections as they need them.
    }

    /** Runs the acknowledgement path once for each kind of interaction; returns what was answered. */
    public Primed prime() {
        KeyPair key = throwawayKey();
        List<String> handedOn = new ArrayList<>();
        InteractionsSettings settings = new InteractionsSettings(rawPublicKeyHex(key), APPLICATION,
                URI.create("http://127.0.0.1:9/api/v10"));
        // Signed as the hand-off signs, with throwaway credentials, and never sent.
        EventInvoker.Credentials throwaway = new EventInvoker.Credentials("PRIMING", "priming", "priming");
        EventInvoker lambda = new EventInvoker(URI.create("https://lambda.us-east-1.amazonaws.com"), "us-east-1",
                () -> throwaway, clock);
        try (InteractionsFrontend frontend = InteractionsFrontend.start(settings, new AnswersHere(), clock,
                pending -> {
                    String event = LambdaHandoff.eventFor(pending);
                    lambda.signed(NO_FUNCTION, event, throwaway);
                    handedOn.add(event);
                })) {
            List<String> answers = new ArrayList<>();
            for (ObjectNode interaction : List.of(ping(), challenge(), acceptButton(), moveAutocomplete())) {
                Map<String, Object> response = frontend.handle(signedEvent(key, interaction));
                answers.add(String.valueOf(response.get("body")));
            }
            return new Primed(List.copyOf(answers), List.copyOf(handedOn));
        }
    }

    /** The game function, for autocomplete's question when nothing is cached: one choice, from here. */
    private static final class AnswersHere implements FunctionClient {
        @Override
        public GameReply call(GameRequest request) {
            if (request.command() != Command.SUGGEST) {
                throw new IllegalStateException("priming asks the function nothing but suggestions");
            }
            return GameReply.choices(List.of(new Choice("C2 · your stack", "C2")));
        }
    }

    private ObjectNode ping() {
        return interaction(InteractionsEndpoint.PING);
    }

    private ObjectNode challenge() {
        ObjectNode interaction = interaction(InteractionsEndpoint.APPLICATION_COMMAND);
        ObjectNode data = interaction.putObject("data").put("name", TzaarCommand.NAME).put("type", 1);
        ObjectNode subcommand = data.putArray("options").addObject().put("name", "challenge").put("type", 1);
        subcommand.putArray("options").addObject().put("name", Option.OPPONENT).put("type", 6).put("value", OPPONENT);
        data.putObject("resolved").putObject("users").set(OPPONENT, user(OPPONENT, "opponent"));
        return interaction;
    }

    private ObjectNode acceptButton() {
        ObjectNode interaction = interaction(InteractionsEndpoint.MESSAGE_COMPONENT);
        interaction.putObject("data").put("custom_id", new ButtonId(Command.ACCEPT, "zzzzz").toString())
                .put("component_type", 2);
        interaction.putObject("message").put("id", snowflake()).put("channel_id", CHANNEL);
        return interaction;
    }

    private ObjectNode moveAutocomplete() {
        ObjectNode interaction = interaction(InteractionsEndpoint.AUTOCOMPLETE);
        ObjectNode data = interaction.putObject("data").put("name", TzaarCommand.NAME).put("type", 1);
        ArrayNode options = data.putArray("options").addObject().put("name", "move").put("type", 1).putArray("options");
        options.addObject().put("name", Option.FROM).put("type", 3).put("value", "C").put("focused", true);
        return interaction;
    }

    /** An interaction as Discord shapes it, in a server channel, from a member. */
    private ObjectNode interaction(int type) {
        ObjectNode interaction = JSON.createObjectNode().put("type", type).put("id", snowflake())
                .put("application_id", APPLICATION).put("token", "priming-" + type).put("version", 1);
        if (type != InteractionsEndpoint.PING) {
            interaction.put("guild_id", GUILD).put("channel_id", CHANNEL).put("locale", "en-US");
            interaction.putObject("channel").put("id", CHANNEL).put("type", 0);
            interaction.putObject("member").set("user", user(PLAYER, "priming"));
        }
        return interaction;
    }

    private static ObjectNode user(String id, String name) {
        return JSON.createObjectNode().put("id", id).put("username", name).put("global_name", name);
    }

    /** A snowflake made now, as Discord's are: autocomplete counts its deadline from it. */
    private String snowflake() {
        return Long.toUnsignedString((clock.millis() - DISCORD_EPOCH_MILLIS) << 22);
    }

    /** A function URL event carrying the interaction, signed now with {@code key}. */
    private Map<String, Object> signedEvent(KeyPair key, ObjectNode interaction) {
        byte[] body = interaction.toString().getBytes(StandardCharsets.UTF_8);
        String timestamp = Long.toString(Instant.now(clock).getEpochSecond());
        Map<String, Object> headers = new LinkedHashMap<>();
        headers.put("content-type", "application/json");
        headers.put("x-signature-ed25519", HexFormat.of().formatHex(sign(key, timestamp, body)));
        headers.put("x-signature-timestamp", timestamp);
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("rawPath", "/");
        event.put("requestContext", Map.of("http", Map.of("method", "POST", "path", "/")));
        event.put("headers", headers);
        // As a function URL may deliver it: Base64 (the decoding is on the path too).
        event.put("body", Base64.getEncoder().encodeToString(body));
        event.put("isBase64Encoded", true);
        return event;
    }

    private static KeyPair throwawayKey() {
        try {
            return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK has no Ed25519", e);
        }
    }

    /** The raw 32 bytes of the key, as Discord shows an application's: the end of its X.509 encoding. */
    private static String rawPublicKeyHex(KeyPair key) {
        byte[] encoded = key.getPublic().getEncoded();
        return HexFormat.of().formatHex(Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length));
    }

    private static byte[] sign(KeyPair key, String timestamp, byte[] body) {
        try {
            Signature ed25519 = Signature.getInstance("Ed25519");
            ed25519.initSign(key.getPrivate());
            ed25519.update(timestamp.getBytes(StandardCharsets.UTF_8));
            ed25519.update(body);
            return ed25519.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Ed25519 signing failed", e);
        }
    }
}
