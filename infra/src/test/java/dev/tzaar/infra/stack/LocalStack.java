package dev.tzaar.infra.stack;

import dev.tzaar.bot.FirstUse;
import dev.tzaar.bot.activity.ActivityApi;
import dev.tzaar.bot.activity.ActivityEvents;
import dev.tzaar.bot.activity.DiscordActivity;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.function.LiveBoardOffer;
import dev.tzaar.bot.function.RelayFunction;
import dev.tzaar.bot.gateway.BotSettings;
import dev.tzaar.bot.gateway.TzaarBot;
import dev.tzaar.bot.interactions.EventInvoker;
import dev.tzaar.bot.interactions.InteractionsFrontend;
import dev.tzaar.bot.interactions.InteractionsLambda;
import dev.tzaar.bot.interactions.InteractionsSettings;
import dev.tzaar.bot.interactions.RelayJournal;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.infra.activity.LocalBoardRelay;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.lambda.handler.FunctionWiring;
import dev.tzaar.testkit.discord.FakeDiscord;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * The local stack of an end-to-end suite, built once for its class and taken down after it: a data
 * directory of its own, the game function on DynamoDB Local, the fake Discord (which checks every call
 * against Discord's description), and the frontend under test, the gateway bot (a real JDA client) or
 * the interactions endpoint served as a function URL on loopback, ready for interactions, or the live
 * board's API as Discord's proxy reaches it.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final LocalStack stack = LocalStack.withGateway().onClock(clock);
 * }</pre>
 *
 * <p>The class's {@code @Nested} suites share the stack of the class they are nested in (it is built once,
 * for the outermost class that registers it), and any {@code @BeforeAll}, {@code @BeforeEach} or test method
 * may take it as a parameter ({@code void start(LocalStack stack)}). The frontend always reaches the function
 * through {@link #outage()}, which a test may use to cut it off for some commands.
 */
public final class LocalStack implements BeforeAllCallback, AfterAllCallback, ParameterResolver {
    /** How the fake Discord reaches the function. */
    public enum Frontend { NONE, GATEWAY, INTERACTIONS, LIVE_BOARD }

    private final Frontend frontend;
    private Clock clock = Clock.systemUTC();
    private Clock liveBoardClock = Clock.systemUTC();
    private final Map<String, String> functionSettings = new HashMap<>();
    private Duration sweepEvery;
    private String registrationToken = FakeDiscord.BOT_TOKEN;
    private boolean endpointHasBotToken = true;
    private boolean functionUnreachable;
    private boolean activitiesOn;
    private boolean offeringTheLiveBoard;
    private final FunctionOutage outage = new FunctionOutage();
    /** The class the stack was built for: nested classes' callbacks neither build nor take down a second one. */
    private String builtFor;

    private Path data;
    private LocalGameFunction function;
    private FakeDiscord discord;
    private LambdaFunctionClient relay;
    private TzaarBot bot;
    private InteractionsSettings interactionsSettings;
    private URI liveBoardUrl;
    private ServedRelay liveBoardRelay;
    /** Closed in the reverse order of their start. */
    private final Deque<AutoCloseable> started = new ArrayDeque<>();

    private LocalStack(Frontend frontend) {
        this.frontend = frontend;
    }

    /** The function and the fake Discord, no frontend: the suite starts its own or calls the function. */
    public static LocalStack functionAndDiscord() {
        return new LocalStack(Frontend.NONE);
    }

    /** With the gateway bot ({@code ./tzaar bot}) connected to the fake Discord's gateway. */
    public static LocalStack withGateway() {
        return new LocalStack(Frontend.GATEWAY);
    }

    /**
     * With the interactions endpoint on a loopback function URL, to which the fake Discord POSTs each
     * signed interaction; the commands registered first, as {@code ./tzaar register} does.
     */
    public static LocalStack withInteractions() {
        return new LocalStack(Frontend.INTERACTIONS);
    }

    /**
     * With the live board's API (the Activity) wired as the deployed function wires it ({@link DiscordActivity}),
     * on a loopback function URL ({@link #liveBoardUrl()}), signing players in with the fake Discord's OAuth2.
     */
    public static LocalStack withLiveBoard() {
        return new LocalStack(Frontend.LIVE_BOARD);
    }

    /**
     * The live board's clock, and its relay's (a suite moves it past the time Discord's word on a token, or on
     * who may view a channel, is kept).
     */
    public LocalStack liveBoardOnClock(Clock liveBoardClock) {
        this.liveBoardClock = liveBoardClock;
        return this;
    }

    /** The game function's clock (the correspondence clocks' suites move it on by days). */
    public LocalStack onClock(Clock functionClock) {
        this.clock = functionClock;
        return this;
    }

    /** A setting of the function, as template.yaml gives it ({@link LocalGameFunction#start(Path, int, int, Map)}). */
    public LocalStack functionSetting(String name, String value) {
        functionSettings.put(name, value);
        return this;
    }

    /** The gateway bot sweeps the clocks this often (its default is the self-hosted period). */
    public LocalStack sweepingClocksEvery(Duration period) {
        this.sweepEvery = period;
        return this;
    }

    /** The token the interactions endpoint's commands are registered with. */
    public LocalStack registeringWith(String token) {
        this.registrationToken = token;
        return this;
    }

    /** The application's Activities are on in the fake Discord before the frontend starts (it made an entry point). */
    public LocalStack withDiscordActivitiesOn() {
        this.activitiesOn = true;
        return this;
    }

    /**
     * The host enabled the live board ({@code TZAAR_ACTIVITY=on}): the frontend offers its button and registers
     * the app launcher's entry point; the application's Activities are on in the fake.
     */
    public LocalStack offeringTheLiveBoard() {
        this.offeringTheLiveBoard = true;
        this.activitiesOn = true;
        return this;
    }

    /**
     * The frontend relays to a loopback port where nothing listens, as when the function is down: every call
     * fails as not answered. No function, no DynamoDB Local is started ({@link #function()} is null).
     */
    public LocalStack withFunctionUnreachable() {
        this.functionUnreachable = true;
        return this;
    }

    /** The interactions endpoint without the optional bot token: it posts only through the interaction webhooks. */
    public LocalStack withoutBotToken() {
        this.endpointHasBotToken = false;
        return this;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        if (builtFor != null) {
            return;
        }
        builtFor = context.getUniqueId();
        data = Files.createTempDirectory("tzaar-stack");
        // Discord first: the function fetches attached files from its CDN, which it must be allowed.
        discord = FakeDiscord.start();
        started.push(discord);
        if (functionUnreachable) {
            relay = LambdaFunctionClient.local(nobodyListening(), "tzaar:live");
        } else {
            Map<String, String> settings = new HashMap<>(functionSettings);
            settings.put(FunctionWiring.ATTACHMENT_ORIGINS, discord.cdnOrigin());
            function = LocalGameFunction.start(data, 0, 0, settings, clock);
            started.push(function);
            relay = function.newRelay();
        }
        started.push(relay);
        if (activitiesOn) {
            discord.enableActivities();
        }
        FunctionClient reached = outage.around(relay);
        switch (frontend) {
            case GATEWAY -> startGateway(reached);
            case INTERACTIONS -> startInteractions(reached);
            case LIVE_BOARD -> startLiveBoard(reached);
            case NONE -> { }
        }
    }

    private void startGateway(FunctionClient reached) throws Exception {
        BotSettings settings = BotSettings.fromEnvironment(offeringTheLiveBoard
                ? Map.of("DISCORD_TOKEN", FakeDiscord.BOT_TOKEN, LiveBoardOffer.VARIABLE, "on")
                : Map.of("DISCORD_TOKEN", FakeDiscord.BOT_TOKEN));
        bot = sweepEvery == null
                ? TzaarBot.start(settings, reached, discord.endpoint())
                : TzaarBot.start(settings, reached, discord.endpoint(), sweepEvery);
        started.push(bot);
        bot.awaitReady();
        bot.commandsRegistered().get(10, TimeUnit.SECONDS);
    }

    private void startInteractions(FunctionClient reached) throws IOException {
        new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()), HttpClient.newHttpClient(),
                URI.create(discord.restBaseUrl()), registrationToken, offeringTheLiveBoard).register(Optional.empty());
        interactionsSettings = InteractionsSettings.fromEnvironment(Map.of(
                "DISCORD_PUBLIC_KEY", discord.publicKey(),
                "DISCORD_APPLICATION_ID", discord.applicationId(),
                "TZAAR_DISCORD_API", discord.restBaseUrl()));
        // With the optional bot token (the stack's secret), which games' threads and the clock's notices need,
        // and each relay written down before it is acknowledged, as ./tzaar local --interactions runs it.
        InteractionsFrontend endpoint = InteractionsFrontend.start(interactionsSettings,
                LiveBoardOffer.around(reached, offeringTheLiveBoard), Clock.systemUTC(),
                null, endpointHasBotToken ? BotToken.of(FakeDiscord.BOT_TOKEN) : BotToken.none(),
                RelayJournal.in(data.resolve("relays"), Clock.systemUTC()));
        started.push(endpoint);
        FunctionUrlServer url = FunctionUrlServer.start(0, endpoint::handle);
        started.push(url);
        discord.deliverInteractionsTo(url.url());
    }

    private void startLiveBoard(FunctionClient reached) throws IOException {
        ActivityApi api = DiscordActivity.api(URI.create(discord.restBaseUrl()), discord.applicationId(),
                () -> Optional.of(FakeDiscord.CLIENT_SECRET), reached, Optional.of(liveBoardRelay()),
                FirstUse.of(HttpClient::newHttpClient), liveBoardClock);
        FunctionUrlServer url = FunctionUrlServer.start(0, ActivityEvents.servedBy(api));
        started.push(url);
        liveBoardUrl = url.url();
    }

    /**
     * The relay function as template.yaml deploys it for the live board (its own handler, {@link
     * InteractionsLambda}, with the bot's token, asking this stack's game function), behind a Lambda Invoke
     * API on loopback; started when first asked for. The live board's function, which holds no token,
     * reaches it through this client, as the deployed one does. It keeps its answers on the live board's
     * clock ({@link #liveBoardOnClock}).
     */
    public synchronized RelayFunction liveBoardRelay() throws IOException {
        return servedLiveBoardRelay().client;
    }

    /** The relay function of {@link #liveBoardRelay()} as it is served (how many moves it has shown). */
    public LocalBoardRelay liveBoardRelayServed() throws IOException {
        return servedLiveBoardRelay().served;
    }

    private record ServedRelay(LocalBoardRelay served, RelayFunction client) {
    }

    private synchronized ServedRelay servedLiveBoardRelay() throws IOException {
        if (liveBoardRelay == null) {
            InteractionsSettings relaySettings = InteractionsSettings.fromEnvironment(Map.of(
                    "DISCORD_PUBLIC_KEY", discord.publicKey(),
                    "DISCORD_APPLICATION_ID", discord.applicationId(),
                    "TZAAR_DISCORD_API", discord.restBaseUrl()));
            InteractionsLambda[] handler = new InteractionsLambda[1];
            LocalBoardRelay served = LocalBoardRelay.serving((event, context) -> handler[0].handleRequest(event, context));
            started.push(served);
            // It hands nothing on to others: its own Invoke API stands in for Lambda's.
            handler[0] = new InteractionsLambda(relaySettings, outage.around(relay), EventInvoker.at(served.endpoint(),
                    "us-east-1", StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local"))),
                    null, BotToken.of(FakeDiscord.BOT_TOKEN), liveBoardClock);
            liveBoardRelay = new ServedRelay(served, served.client());
            started.push(liveBoardRelay.client());
        }
        return liveBoardRelay;
    }

    /** A loopback address that was free a moment ago: nothing answers there. */
    private static URI nobodyListening() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return URI.create("http://127.0.0.1:" + socket.getLocalPort());
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        if (!context.getUniqueId().equals(builtFor)) {
            return;
        }
        builtFor = null;
        Exception first = null;
        while (!started.isEmpty()) {
            try {
                started.pop().close();
            } catch (Exception e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (data != null) {
            try (var files = Files.walk(data)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
        if (first != null) {
            throw first;
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == LocalStack.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return this;
    }

    public Path data() {
        return data;
    }

    /** Null when the function is {@linkplain #withFunctionUnreachable() unreachable}. */
    public LocalGameFunction function() {
        return function;
    }

    public FakeDiscord discord() {
        return discord;
    }

    /** The real relay to the function (not the outage's wrapper, through which the frontend reaches it). */
    public LambdaFunctionClient relay() {
        return relay;
    }

    /** What cuts the frontend off the function for some commands (off unless a test cuts one). */
    public FunctionOutage outage() {
        return outage;
    }

    /** The gateway bot; null for the other frontends. */
    public TzaarBot bot() {
        return bot;
    }

    /** The live board's API (ending in {@code /}); null for the other frontends. */
    public URI liveBoardUrl() {
        return liveBoardUrl;
    }

    /** The interactions endpoint's settings (for the scheduler's invocation of it); null for the other frontends. */
    public InteractionsSettings interactionsSettings() {
        return interactionsSettings;
    }
}
