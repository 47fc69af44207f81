package dev.tzaar.bot.interactions;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.function.LiveBoardOffer;
import dev.tzaar.bot.function.RelayFunction;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.bot.rest.SecretBotToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.crac.Core;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * The interactions function on AWS Lambda, behind a function URL, and the relay function (the same jar
 * and handler, with less memory: template.yaml's {@code RelayFunction}). An invocation is either
 * Discord's POST (a function URL event: verified, answered within 3 s, the rest handed on to the relay
 * function, see {@link LambdaHandoff}) or that handed-on work (ask the game function, edit the response
 * through the interaction webhook, ping in a follow-up). The template sends each function its own
 * kind: the URL only to the interactions function, the handed-on work and the scheduler's only to the
 * relay function.
 *
 * <p>Settings from the environment: {@code DISCORD_PUBLIC_KEY} (for Discord's requests only: the relay
 * function deployed for the live board alone has none), {@code DISCORD_APPLICATION_ID},
 * {@code TZAAR_DISCORD_API} (optional), {@code TZAAR_FUNCTION} (the game function's alias ARN) and the
 * region Lambda sets ({@code AWS_REGION}); optionally {@value #RELAY_FUNCTION} (the relay function's
 * alias ARN; without it, work is handed on to the alias this function was invoked by) and {@code
 * TZAAR_BOT_TOKEN_SECRET} (the secret holding the bot's token, for the clock's reminders). A third kind
 * of invocation is the scheduler's ({@value #CLOCK_SWEEP}): the clocks' sweep, whose notices are posted
 * with the bot's token. The fourth and fifth are the live board's ({@link BoardRelay}): a move made on the
 * board to show in its channel, and who may view a channel, both of which need the token the live board's
 * function does not hold.
 *
 * <p>Before a SnapStart snapshot, {@link InteractionsPriming} runs the acknowledgement path once, sending
 * nothing anywhere.
 */
public final class InteractionsLambda implements RequestHandler<Map<String, Object>, Map<String, Object>> {
    /** The key of the scheduler's event (template.yaml's ClockSweepSchedule sends {@code {"tzaarClockSweep": {}}}). */
    public static final String CLOCK_SWEEP = "tzaarClockSweep";
    /** The variable naming the alias that relays what this function acknowledged. */
    public static final String RELAY_FUNCTION = RelayFunction.VARIABLE;
    /** What a relay leaves of its invocation's time: to report a ping that was not sent, and to return. */
    static final Duration INVOCATION_RESERVE = Duration.ofSeconds(3);
    private static final Logger LOG = LoggerFactory.getLogger(InteractionsLambda.class);
    private final InteractionsFrontend frontend;
    private final Clock clock;
    // Kept: org.crac holds its resources weakly, and the hook must live as long as the handler.
    private final InteractionsPriming priming;
    /** The ARN the current invocation was called by; one invocation at a time runs in a Lambda instance. */
    private volatile String invokedAs;

    public InteractionsLambda() {
        this(System.getenv());
    }

    /** With the given environment instead of the process's. */
    public InteractionsLambda(Map<String, String> environment) {
        InteractionsSettings settings = InteractionsSettings.fromEnvironment(environment);
        Region region = Region.of(Objects.requireNonNull(environment.get("AWS_REGION"), "AWS_REGION"));
        String function = Objects.requireNonNull(environment.get("TZAAR_FUNCTION"),
                "TZAAR_FUNCTION: the game function's alias ARN");
        // The acknowledgement needs only the hand-off: the SDK's client waits until the game function is
        // called (docs/interactions-function.md, "The acknowledgement path stays light").
        FirstUseFunctionClient game = new FirstUseFunctionClient(() -> LambdaFunctionClient.onAws(function, region));
        BotToken token = SecretBotToken.from(environment.get(SecretBotToken.VARIABLE), () -> SecretsManagerClient
                .builder().region(region).httpClient(UrlConnectionHttpClient.create()).build());
        EventInvoker lambda = EventInvoker.onAws(region, environment);
        clock = Clock.systemUTC();
        // With the live board deployed (TZAAR_ACTIVITY=on), every game message offers its button: the relay
        // function, which answers what this one acknowledged, is given the variable too.
        FunctionClient offering = LiveBoardOffer.around(game, LiveBoardOffer.enabledIn(environment));
        frontend = InteractionsFrontend.start(settings, offering, clock,
                new LambdaHandoff(lambda, relayTarget(environment.get(RELAY_FUNCTION))), token);
        priming = new InteractionsPriming(Clock.systemUTC(), game::make);
        Core.getGlobalContext().register(priming);
    }

    /**
     * With the given game function and the Lambda Invoke API that reaches this function itself (on
     * loopback, in a test).
     */
    public InteractionsLambda(InteractionsSettings settings, FunctionClient function, EventInvoker self) {
        this(settings, function, self, null, BotToken.none());
    }

    /** The same, with the bot's token for the clock's reminders. */
    public InteractionsLambda(InteractionsSettings settings, FunctionClient function, EventInvoker self,
            BotToken token) {
        this(settings, function, self, null, token);
    }

    /**
     * With a relay function of its own, as template.yaml deploys it.
     *
     * @param lambda the Lambda Invoke API that reaches the relay function
     * @param relayFunction the relay function's alias ARN, or null to hand work on to this function's own
     */
    public InteractionsLambda(InteractionsSettings settings, FunctionClient function, EventInvoker lambda,
            String relayFunction, BotToken token) {
        this(settings, function, lambda, relayFunction, token, Clock.systemUTC());
    }

    /** The same, on the given clock (how long its answers are kept, among them the live board's). */
    public InteractionsLambda(InteractionsSettings settings, FunctionClient function, EventInvoker lambda,
            String relayFunction, BotToken token, Clock clock) {
        this.clock = clock;
        frontend = InteractionsFrontend.start(settings, function, clock,
                new LambdaHandoff(lambda, relayTarget(relayFunction)), token);
        priming = new InteractionsPriming(clock);
        Core.getGlobalContext().register(priming);
    }

    /** Where acknowledged work goes: the relay function's alias, or else the alias this invocation was called by. */
    private Supplier<String> relayTarget(String relayFunction) {
        return relayFunction == null || relayFunction.isBlank() ? () -> invokedAs : relayFunction::strip;
    }

    /**
     * What the SnapStart hook does before the snapshot; public for the hosts that run the jar without
     * CRaC (infra's PipeHost).
     */
    public void beforeSnapshot() {
        priming.beforeCheckpoint(null);
    }

    @Override
    public Map<String, Object> handleRequest(Map<String, Object> event, Context context) {
        if (event.containsKey(CLOCK_SWEEP)) {
            // EventBridge Scheduler, on the stack's schedule: the clocks' reminders and flag falls.
            return Map.of("posted", frontend.reminders().sweep());
        }
        Optional<Map<String, Object>> forTheLiveBoard = frontend.boardRelay().handle(event);
        if (forTheLiveBoard.isPresent()) {
            // The live board's function, which holds no token: a move to show in its channel, or who may view one.
            return forTheLiveBoard.get();
        }
        invokedAs = context.getInvokedFunctionArn();
        if (LambdaHandoff.isHandedOn(event)) {
            // Discord's calls end in time for the invocation to end by itself: a timeout would make Lambda
            // run the event again. The deadline is this invocation's own: on AWS, the relay function's.
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(context.getRemainingTimeInMillis())
                    - INVOCATION_RESERVE.toNanos();
            Relay.Pending pending;
            try {
                pending = LambdaHandoff.pending(event,
                        (token, acknowledgedAt) -> frontend.responderFor(token, acknowledgedAt, deadline));
            } catch (IOException e) {
                throw new UncheckedIOException("handed-on work that cannot be read", e);
            }
            // Lambda drops an event older than the template's MaximumEventAgeInSeconds; this holds wherever
            // the event comes from. Returned, not thrown: a function error would be tried again.
            if (!LambdaHandoff.answerable(pending, clock.instant())) {
                LOG.warn("Interaction {} ({}) was acknowledged at {}: too late to answer, the game function is not "
                        + "asked (Discord has told the player the application did not respond)",
                        pending.request().interactionId(), pending.request().command().wireName(),
                        pending.acknowledgedAt());
                return Map.of("answered", false);
            }
            frontend.relay().answer(pending);
            return Map.of("answered", true);
        }
        return frontend.handle(event);
    }
}
