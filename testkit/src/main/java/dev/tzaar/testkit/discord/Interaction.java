package dev.tzaar.testkit.discord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * One interaction the test sent to the bot, and everything Discord received for it: the callback, the
 * versions of the original message, the follow-ups, and the requests it refused. The {@code await}
 * methods block until what they wait for has arrived, or fail with what did arrive.
 */
public final class Interaction {
    /**
     * How long the {@code await} methods wait unless told otherwise: a deadline for the event, not a measure of
     * it (a passing test waits only as long as the event takes), so generous for a busy 2-core machine, where
     * a game's answer once took more than 5 s at a load of 30.
     */
    public static final Duration DEFAULT_WAIT = Duration.ofSeconds(30);

    /** What the user did. */
    public enum Kind {
        SLASH_COMMAND(2),
        BUTTON(3),
        /** An option picked from a string select menu: a message component, as a button is. */
        SELECT_MENU(3),
        AUTOCOMPLETE(4);

        private final int raw;

        Kind(int raw) {
            this.raw = raw;
        }

        /** The interaction {@code type} on the wire. */
        public int raw() {
            return raw;
        }

        boolean allows(Callback.Type callback) {
            return switch (this) {
                case SLASH_COMMAND -> switch (callback) {
                    case CHANNEL_MESSAGE_WITH_SOURCE, DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, MODAL, LAUNCH_ACTIVITY -> true;
                    default -> false;
                };
                case BUTTON, SELECT_MENU -> switch (callback) {
                    case CHANNEL_MESSAGE_WITH_SOURCE, DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, DEFERRED_UPDATE_MESSAGE,
                            UPDATE_MESSAGE, MODAL, LAUNCH_ACTIVITY -> true;
                    default -> false;
                };
                case AUTOCOMPLETE -> callback == Callback.Type.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT;
            };
        }
    }

    private final Kind kind;
    private final DiscordUser user;
    private final ObjectNode payload;
    private final Messages messages;
    private final Recording<Callback> callbacks = new Recording<>();
    private final Recording<DiscordMessage> edits = new Recording<>();
    private final Recording<DiscordMessage> followUps = new Recording<>();
    /** Edits and follow-ups together, in the order they came: what the user saw. */
    private final Recording<DiscordMessage> shown = new Recording<>();
    private final Recording<RestCall> refused = new Recording<>();
    /** In HTTP mode, each answer of the endpoint to a delivery of this interaction: its status and its body. */
    private final List<String> endpointAnswers = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile long sentAtNanos;
    /** In HTTP mode, while the endpoint's answer (the interaction response) is on its way to Discord. */
    private volatile boolean responseOnItsWay;
    /** The message the webhook's {@code @original} names: the reply, or the message of a pressed button. */
    private volatile String originalId;

    Interaction(Kind kind, DiscordUser user, ObjectNode payload, Messages messages, String originalId) {
        this.kind = kind;
        this.user = user;
        this.payload = payload;
        this.messages = messages;
        this.originalId = originalId;
    }

    public String id() {
        return payload.path("id").asText();
    }

    public String token() {
        return payload.path("token").asText();
    }

    public Kind kind() {
        return kind;
    }

    public DiscordUser user() {
        return user;
    }

    /** The channel it happened in (a thread, for a button pressed in one). */
    public String channelId() {
        return payload.path("channel_id").asText();
    }

    /** The {@code INTERACTION_CREATE} payload the bot received. */
    public JsonNode payload() {
        return payload.deepCopy();
    }

    /** The first callback, accepted or refused. */
    public Callback awaitCallback() {
        return awaitCallback(DEFAULT_WAIT);
    }

    public Callback awaitCallback(Duration timeout) {
        return callbacks.await(1, timeout, "callback", this::describe).get(0);
    }

    /** The callback Discord accepted, once it has arrived. */
    public Callback awaitAcknowledgement() {
        return callbacks.awaitFirst(Callback::accepted, DEFAULT_WAIT, "an accepted callback", this::describe);
    }

    /** The choices of the accepted autocomplete answer; fails if the bot acknowledged otherwise. */
    public List<Callback.Choice> awaitChoices() {
        Callback callback = awaitAcknowledgement();
        if (callback.type() != Callback.Type.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT) {
            throw new AssertionError("expected autocomplete choices, got " + callback);
        }
        return callback.choices();
    }

    /**
     * The first new version of the original message after the acknowledgement: a {@code PATCH} of
     * {@code @original}, or for a button an {@code UPDATE_MESSAGE} callback.
     */
    public DiscordMessage awaitEdit() {
        return awaitEdits(1).get(0);
    }

    /** The first {@code count} versions of the original message, in order. */
    public List<DiscordMessage> awaitEdits(int count) {
        return awaitEdits(count, DEFAULT_WAIT);
    }

    public List<DiscordMessage> awaitEdits(int count, Duration timeout) {
        return edits.await(count, timeout, "edit(s) of the original", this::describe);
    }

    public DiscordMessage awaitFollowUp() {
        return awaitFollowUps(1).get(0);
    }

    public List<DiscordMessage> awaitFollowUps(int count) {
        return awaitFollowUps(count, DEFAULT_WAIT);
    }

    public List<DiscordMessage> awaitFollowUps(int count, Duration timeout) {
        return followUps.await(count, timeout, "follow-up(s)", this::describe);
    }

    /**
     * The first message the user sees after the acknowledgement, whichever way it came: the edited
     * original, or a follow-up (a bot that deferred publicly and must answer privately deletes its
     * placeholder and follows up).
     */
    public DiscordMessage awaitAnswer() {
        return shown.await(1, DEFAULT_WAIT, "an edit or a follow-up", this::describe).get(0);
    }

    /**
     * The answer that comes after the progress lines a work under way shows in its place (a review's
     * "Reviewing game **x**: turn 12 of 38…", edited in at each step): the first edit or follow-up that
     * {@code isProgress} does not match; the lines before it stay in {@link #edits()}. Each wait, for the
     * next line or the answer, lasts up to {@code timeout}.
     */
    public DiscordMessage awaitAnswerAfterProgress(java.util.function.Predicate<DiscordMessage> isProgress,
            Duration timeout) {
        for (int count = 1; ; count++) {
            DiscordMessage last = shown.await(count, timeout, "an answer after " + (count - 1) + " progress line(s)",
                    this::describe).get(count - 1);
            if (!isProgress.test(last)) {
                return last;
            }
        }
    }

    /**
     * In HTTP mode, what the endpoint answered to each delivery of this interaction, in the order the
     * answers came: {@code "200 {\"type\":5}"} and the like (more than one when it was delivered again at once).
     */
    public List<String> endpointAnswers() {
        return List.copyOf(endpointAnswers);
    }

    void endpointAnswered(int status, byte[] body) {
        endpointAnswers.add(status + " " + (body == null ? "" : new String(body, java.nio.charset.StandardCharsets.UTF_8)));
    }

    public List<Callback> callbacks() {
        return callbacks.all();
    }

    public List<DiscordMessage> edits() {
        return edits.all();
    }

    public List<DiscordMessage> followUps() {
        return followUps.all();
    }

    /** Edits and follow-ups together, in the order they came: what the user saw of this interaction. */
    public List<DiscordMessage> shown() {
        return shown.all();
    }

    /**
     * The first message this interaction showed that is {@code wanted}, waited for up to {@code timeout}: an
     * answer made of several messages (a private line, the pressed message edited, a post for the channel, a
     * ping) comes in no fixed order.
     *
     * @throws AssertionError when none came in time
     */
    public DiscordMessage awaitShown(java.util.function.Predicate<DiscordMessage> wanted, Duration timeout) {
        long end = System.nanoTime() + timeout.toNanos();
        while (true) {
            for (DiscordMessage message : shown.all()) {
                if (wanted.test(message)) {
                    return message;
                }
            }
            if (System.nanoTime() >= end) {
                throw new AssertionError("not shown in " + timeout + ": " + describe());
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    /** Requests for this interaction that Discord would have refused. */
    public List<RestCall> refusedCalls() {
        return refused.all();
    }

    /** The original message as it is now: the reply, or the message of the pressed button. */
    public Optional<DiscordMessage> original() {
        String id = originalId;
        return id == null ? Optional.empty() : messages.get(id);
    }

    @Override
    public String toString() {
        return kind + " " + id() + " of " + user.username();
    }

    String originalId() {
        return originalId;
    }

    void original(String messageId) {
        originalId = messageId;
    }

    void sent(long nanos) {
        sentAtNanos = nanos;
    }

    Duration sinceSent(long nanos) {
        return Duration.ofNanos(nanos - sentAtNanos);
    }

    void responseOnItsWay(boolean onItsWay) {
        responseOnItsWay = onItsWay;
    }

    boolean responseOnItsWay() {
        return responseOnItsWay;
    }

    boolean acknowledged() {
        return callbacks.all().stream().anyMatch(Callback::accepted);
    }

    void callback(Callback callback) {
        callbacks.add(callback);
    }

    void edited(DiscordMessage message) {
        edits.add(message);
        shown.add(message);
    }

    void followedUp(DiscordMessage message) {
        followUps.add(message);
        shown.add(message);
    }

    void refused(RestCall call) {
        refused.add(call);
    }

    private String describe() {
        return this + "\n  callbacks: " + orNone(callbacks.all()) + "\n  edits of the original: "
                + orNone(edits.all()) + "\n  follow-ups: " + orNone(followUps.all())
                + "\n  refused requests: " + orNone(refused.all());
    }

    private static String orNone(List<?> items) {
        return items.isEmpty() ? "none" : items.toString();
    }
}
