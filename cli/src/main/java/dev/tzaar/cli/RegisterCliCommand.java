package dev.tzaar.cli;

import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.interactions.InteractionsSettings;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.bot.registration.Registration;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code ./tzaar register [--guild ID]}: registers {@code /tzaar} with Discord, with the bot's token
 * ({@code DISCORD_TOKEN}), globally or in one server, and only when Discord's copy differs. The
 * interactions endpoint has no token and needs this once per change of the commands; the gateway bot
 * also registers on start.
 */
final class RegisterCliCommand implements CliCommand {
    private static final Pattern SNOWFLAKE = Pattern.compile("\\d{17,20}");
    private static final String USAGE_LINE = "usage: ./tzaar register [--guild ID]   (with DISCORD_TOKEN set)";

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
    public String arguments() {
        return "[--guild ID]";
    }

    @Override
    public String help() {
        return USAGE_LINE + """

                Registers /tzaar with Discord, with the bot's token, and only when it changed.
                  --guild ID  in that server only, where a change shows at once (default: globally)
                """;
    }

    @Override
    public String summary() {
        return "register /tzaar with Discord (DISCORD_TOKEN), globally or in one server";
    }

    @Override
    public int run(List<String> args, Terminal terminal) throws Exception {
        Optional<String> guild = Optional.empty();
        if (args.size() == 2 && args.get(0).equals("--guild") && SNOWFLAKE.matcher(args.get(1)).matches()) {
            guild = Optional.of(args.get(1));
        } else if (!args.isEmpty()) {
            terminal.err().println(args.get(0).equals("--guild")
                    ? "tzaar register: --guild takes a server id (17 to 20 digits; in Discord: right-click the "
                            + "server → Copy Server ID, with developer mode on), not \"" + String.join(" ",
                            args.subList(1, args.size())) + "\"."
                    : "tzaar register: there is no option \"" + args.get(0) + "\".");
            terminal.err().println(USAGE_LINE);
            return USAGE;
        }
        String token = environment.getOrDefault("DISCORD_TOKEN", "").strip();
        if (token.isEmpty()) {
            terminal.err().println("tzaar register: DISCORD_TOKEN is not set. " + DiscordBot.HOW_TO_GET_A_TOKEN);
            return USAGE;
        }
        URI api = URI.create(environment.getOrDefault("TZAAR_DISCORD_API", InteractionsSettings.DEFAULT_DISCORD_API));
        HttpCommandRegistrar registrar = new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()),
                HttpClient.newHttpClient(), api, token);
        String where = guild.map(g -> "in server " + g).orElse("globally (it can take a while to show everywhere)");
        try {
            Registration.Outcome outcome = registrar.register(guild);
            terminal.out().println(outcome == Registration.Outcome.UNCHANGED
                    ? "/tzaar is already up to date " + where + "."
                    : "/tzaar registered " + where + ".");
            return OK;
        } catch (HttpCommandRegistrar.RegistrationFailed e) {
            terminal.err().println("tzaar register: " + e.getMessage());
            return REFUSED;
        }
    }
}
