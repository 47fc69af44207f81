package dev.tzaar.cli;

import dev.tzaar.api.Durations;
import dev.tzaar.bot.clock.ClockTimer;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.gateway.BotSettings;
import dev.tzaar.bot.gateway.DiscordEndpoint;
import dev.tzaar.bot.gateway.TzaarBot;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;

/**
 * {@code ./tzaar bot}: the Discord bot alone, relaying to the function its settings name: the
 * deployed one on AWS ({@code TZAAR_FUNCTION}, the stack's alias ARN) or one on loopback
 * ({@code TZAAR_FUNCTION_ENDPOINT}). Runs until Ctrl-C.
 */
final class BotCliCommand implements CliCommand<BotCliCommand.Options> {
    @Command(description = {"It takes no options; its settings come from the environment (docs/hosting.md, \"Settings\"):",
        "  DISCORD_TOKEN, TZAAR_FUNCTION, AWS_REGION, TZAAR_DEV_GUILD, TZAAR_FUNCTION_ENDPOINT"})
    static final class Options {
    }

    private final Map<String, String> environment;

    BotCliCommand() {
        this(System.getenv());
    }

    BotCliCommand(Map<String, String> environment) {
        this.environment = environment;
    }

    @Override
    public String name() {
        return "bot";
    }

    @Override
    public String summary() {
        return "run the Discord bot alone, against the function TZAAR_FUNCTION names (on AWS)";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws Exception {
        BotSettings settings;
        FunctionClient function;
        try {
            settings = BotSettings.fromEnvironment(environment);
            function = TzaarBot.functionClient(settings);
        } catch (IllegalArgumentException e) {
            terminal.err().println("tzaar bot: " + e.getMessage());
            if (environment.getOrDefault("DISCORD_TOKEN", "").isBlank()) {
                terminal.err().println(DiscordBot.HOW_TO_GET_A_TOKEN);
            }
            return USAGE;
        }
        Optional<String> problem = function.whyNotInvokable();
        if (problem.isPresent()) {
            terminal.err().println("tzaar bot: " + problem.get());
            function.close();
            return REFUSED;
        }
        terminal.out().println("Relaying to the game function " + settings.function()
                + settings.functionEndpoint().map(e -> " on " + e).orElse(" on AWS (" + settings.functionRegion()
                        .orElse("?") + ")") + ".");
        try (Running running = new Running(terminal.out(), null)) {
            running.add(function);
            Optional<TzaarBot> bot = DiscordBot.start(settings, function, DiscordEndpoint.discord(), terminal.out(),
                    terminal.err());
            if (bot.isEmpty()) {
                return REFUSED;
            }
            running.add(bot.get());
            terminal.out().println("The correspondence clocks are swept every "
                    + Durations.humane(ClockTimer.SELF_HOSTED_PERIOD) + "; reminders are posted with the bot's token.");
            running.awaitStop();
            return OK;
        }
    }
}
