package dev.tzaar.cli;

import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.function.LiveBoardOffer;
import dev.tzaar.bot.interactions.InteractionsSettings;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.bot.registration.Registration;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./tzaar register [--guild ID]}: registers {@code /tzaar} with Discord, with the bot's token
 * ({@code DISCORD_TOKEN}), globally or in one server, and only when Discord's copy differs; with
 * {@code TZAAR_ACTIVITY=on}, also the app launcher's entry point that opens the live board (global only). The
 * interactions endpoint has no token and needs this once per change of the commands; the gateway bot
 * also registers on start.
 */
final class RegisterCliCommand implements CliCommand<RegisterCliCommand.Options> {
    @Command(description = "It registers with the bot's token, DISCORD_TOKEN, and only when /tzaar changed.")
    static final class Options {
        @Option(names = "--guild", paramLabel = "ID", converter = ServerId.class,
                description = "in that server only, where a change shows at once (default: globally)")
        String guild;
    }

    /** A Discord server's id, a snowflake. */
    static final class ServerId extends Values.Kind<String> {
        private static final Pattern SNOWFLAKE = Pattern.compile("\\d{17,20}");

        @Override
        String what() {
            return "a server id";
        }

        @Override
        public String convert(String value) {
            if (!SNOWFLAKE.matcher(value).matches()) {
                throw new Values.Refused("takes a server id (17 to 20 digits; in Discord: right-click the server → "
                        + "Copy Server ID, with developer mode on), not \"" + value + "\".");
            }
            return value;
        }
    }

    private final Map<String, String> environment;

    RegisterCliCommand() {
        this(System.getenv());
    }

    RegisterCliCommand(Map<String, String> environment) {
        this.environment = environment;
    }

    @Override
    public String name() {
        return "register";
    }

    @Override
    public String summary() {
        return "register /tzaar with Discord (DISCORD_TOKEN), globally or in one server";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws Exception {
        Optional<String> guild = Optional.ofNullable(options.guild);
        String token = environment.getOrDefault("DISCORD_TOKEN", "").strip();
        if (token.isEmpty()) {
            terminal.err().println("tzaar register: DISCORD_TOKEN is not set. " + DiscordBot.HOW_TO_GET_A_TOKEN);
            return USAGE;
        }
        URI api = URI.create(environment.getOrDefault("TZAAR_DISCORD_API", InteractionsSettings.DEFAULT_DISCORD_API));
        boolean liveBoard = LiveBoardOffer.enabledIn(environment);
        HttpCommandRegistrar registrar = new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()),
                HttpClient.newHttpClient(), api, token, liveBoard);
        String where = guild.map(g -> "in server " + g).orElse("globally (it can take a while to show everywhere)");
        try {
            Registration.Outcome outcome = registrar.register(guild);
            // The entry point is global only: Discord has none in a server.
            String what = liveBoard && guild.isEmpty() ? "/tzaar and the app launcher's entry point (the live board)"
                    : "/tzaar";
            terminal.out().println(outcome == Registration.Outcome.UNCHANGED
                    ? what + (liveBoard && guild.isEmpty() ? " are" : " is") + " already up to date " + where + "."
                    : what + " registered " + where + ".");
            return OK;
        } catch (HttpCommandRegistrar.RegistrationFailed e) {
            terminal.err().println("tzaar register: " + e.getMessage());
            return REFUSED;
        }
    }
}
