package dev.tzaar.infra.stack;

import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.gateway.BotSettings;
import dev.tzaar.bot.gateway.TzaarBot;
import dev.tzaar.bot.interactions.InteractionsFrontend;
import dev.tzaar.bot.interactions.InteractionsSettings;
import dev.tzaar.bot.interactions.RelayJournal;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.testkit.discord.FakeDiscord;
import java.io.IOException;
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
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The local stack of an end-to-end suite, built once for its class and taken down after it: a data
 * directory of its own, the game function on DynamoDB Local, the fake Discord (which checks every call
 * against Discord's description), and the frontend under test, the gateway bot (a real JDA client) or
 * the interactions endpoint served as a function URL on loopback, ready for interactions.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final LocalStack stack = LocalStack.withGateway().onClock(clock);
 * }</pre>
 */
public final class LocalStack implements BeforeAllCallback, AfterAllCallback {
    /** How the fake Discord reaches the function. */
    public enum Frontend { NONE, GATEWAY, INTERACTIONS }

    private final Frontend frontend;
    private Clock clock = Clock.systemUTC();
    private final Map<String, String> functionSettings = new HashMap<>();
    private Duration sweepEvery;
    private String registrationToken = FakeDiscord.BOT_TOKEN;
    private UnaryOperator<FunctionClient> relayedThrough = UnaryOperator.identity();
    private boolean endpointHasBotToken = true;

    private Path data;
    private LocalGameFunction function;
    private FakeDiscord discord;
    private LambdaFunctionClient relay;
    private TzaarBot bot;
    private InteractionsSettings interactionsSettings;
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

    /** The frontend reaches the function through this wrapper of the real relay (to cut it off, say). */
    public LocalStack relayedThrough(UnaryOperator<FunctionClient> wrapper) {
        this.relayedThrough = wrapper;
        return this;
    }

    /** The interactions endpoint without the optional bot token: it posts only through the interaction webhooks. */
    public LocalStack withoutBotToken() {
        this.endpointHasBotToken = false;
        return this;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        data = Files.createTempDirectory("tzaar-stack");
        function = LocalGameFunction.start(data, 0, 0, functionSettings, clock);
        started.push(function);
        discord = FakeDiscord.start();
        started.push(discord);
        relay = function.newRelay();
        started.push(relay);
        FunctionClient reached = relayedThrough.apply(relay);
        switch (frontend) {
            case GATEWAY -> startGateway(reached);
            case INTERACTIONS -> startInteractions(reached);
            case NONE -> { }
        }
    }

    private void startGateway(FunctionClient reached) throws Exception {
        BotSettings settings = BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", FakeDiscord.BOT_TOKEN));
        bot = sweepEvery == null
                ? TzaarBot.start(settings, reached, discord.endpoint())
                : TzaarBot.start(settings, reached, discord.endpoint(), sweepEvery);
        started.push(bot);
        bot.awaitReady();
        bot.commandsRegistered().get(10, TimeUnit.SECONDS);
    }

    private void startInteractions(FunctionClient reached) throws IOException {
        new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()), HttpClient.newHttpClient(),
                URI.create(discord.restBaseUrl()), registrationToken).register(Optional.empty());
        interactionsSettings = InteractionsSettings.fromEnvironment(Map.of(
                "DISCORD_PUBLIC_KEY", discord.publicKey(),
                "DISCORD_APPLICATION_ID", discord.applicationId(),
                "TZAAR_DISCORD_API", discord.restBaseUrl()));
        // With the optional bot token (the stack's secret), which games' threads and the clock's notices need,
        // and each relay written down before it is acknowledged, as ./tzaar local --interactions runs it.
        InteractionsFrontend endpoint = InteractionsFrontend.start(interactionsSettings, reached, Clock.systemUTC(),
                null, endpointHasBotToken ? BotToken.of(FakeDiscord.BOT_TOKEN) : BotToken.none(),
                RelayJournal.in(data.resolve("relays"), Clock.systemUTC()));
        started.push(endpoint);
        FunctionUrlServer url = FunctionUrlServer.start(0, endpoint::handle);
        started.push(url);
        discord.deliverInteractionsTo(url.url());
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
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

    public Path data() {
        return data;
    }

    public LocalGameFunction function() {
        return function;
    }

    public FakeDiscord discord() {
        return discord;
    }

    /** The real relay to the function (not the wrapper the frontend may reach it through). */
    public LambdaFunctionClient relay() {
        return relay;
    }

    /** The gateway bot; null for the other frontends. */
    public TzaarBot bot() {
        return bot;
    }

    /** The interactions endpoint's settings (for the scheduler's invocation of it); null for the other frontends. */
    public InteractionsSettings interactionsSettings() {
        return interactionsSettings;
    }
}
