package dev.tzaar.bot.interactions;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.function.LiveBoardOffer;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.bot.rest.SecretBotToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.Map;
import java.util.Objects;
import org.crac.Core;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * The interactions function on AWS Lambda, behind a function URL. An invocation is either Discord's
 * POST (a function URL event: verified, answered within 3 s, the rest handed on to another invocation
 * of this function's alias) or that handed-on work (ask the game function, edit the response through
 * the interaction webhook, ping in a follow-up).
 *
 * <p>Settings from the environment: {@code DISCORD_PUBLIC_KEY}, {@code DISCORD_APPLICATION_ID},
 * {@code TZAAR_DISCORD_API} (optional), {@code TZAAR_FUNCTION} (the game function's alias ARN) and the
 * region Lambda sets ({@code AWS_REGION}), and optionally {@code TZAAR_BOT_TOKEN_SECRET} (the secret
 * holding the bot's token, for the clock's reminders). A third kind of invocation is the scheduler's
 * ({@value #CLOCK_SWEEP}): the clocks' sweep, whose notices are posted with the bot's token.
 *
 * <p>Before a SnapStart snapshot, {@link InteractionsPriming} runs the acknowledgement path once, sending
 * nothing anywhere.
 */
public final class InteractionsLambda implements RequestHandler<Map<String, Object>, Map<String, Object>> {
    /** The key of the scheduler's event (template.yaml's ClockSweepSchedule sends {@code {"tzaarClockSweep": {}}}). */
    public static final String CLOCK_SWEEP = "tzaarClockSweep";
    /** What a relay leaves of its invocation's time: to report a ping that was not sent, and to return. */
    static final Duration INVOCATION_RESERVE = Duration.ofSeconds(3);
    private final InteractionsFrontend frontend;
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
        EventInvoker self = EventInvoker.onAws(region, environment);
        // With the live board deployed (TZAAR_ACTIVITY=on), every game message offers its button.
        FunctionClient offering = LiveBoardOffer.around(game, LiveBoardOffer.enabledIn(environment));
        frontend = InteractionsFrontend.start(settings, offering, Clock.systemUTC(),
                new SelfInvocation(self, () -> invokedAs), token);
        priming = new InteractionsPriming(Clock.systemUTC(), game::make);
        Core.getGlobalContext().register(priming);
    }

    /**
     * With the given game function and the Lambda Invoke API that reaches this function itself (on
     * loopback, in a test).
     */
    public InteractionsLambda(InteractionsSettings settings, FunctionClient function, EventInvoker self) {
        this(settings, function, self, BotToken.none());
    }

    /** The same, with the bot's token for the clock's reminders. */
    public InteractionsLambda(InteractionsSettings settings, FunctionClient function, EventInvoker self,
            BotToken token) {
        frontend = InteractionsFrontend.start(settings, function, Clock.systemUTC(),
                new SelfInvocation(self, () -> invokedAs), token);
        priming = new InteractionsPriming(Clock.systemUTC());
        Core.getGlobalContext().register(priming);
    }

    /** What the SnapStart hook does before the snapshot (run by {@link PipeHost} without CRaC). */
    void beforeSnapshot() {
        priming.beforeCheckpoint(null);
    }

    @Override
    public Map<String, Object> handleRequest(Map<String, Object> event, Context context) {
        if (event.containsKey(CLOCK_SWEEP)) {
            // EventBridge Scheduler, on the stack's schedule: the clocks' reminders and flag falls.
            return Map.of("posted", frontend.reminders().sweep());
        }
        invokedAs = context.getInvokedFunctionArn();
        if (SelfInvocation.isHandedOn(event)) {
            // Discord's calls end in time for the invocation to end by itself: a timeout would make Lambda
            // run the event again.
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(context.getRemainingTimeInMillis())
                    - INVOCATION_RESERVE.toNanos();
            try {
                frontend.relay().answer(SelfInvocation.pending(event,
                        (token, acknowledgedAt) -> frontend.responderFor(token, acknowledgedAt, deadline)));
            } catch (IOException e) {
                throw new UncheckedIOException("handed-on work that cannot be read", e);
            }
            return Map.of("answered", true);
        }
        return frontend.handle(event);
    }
}
