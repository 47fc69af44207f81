package dev.tzaar.bot.gateway;

import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.bot.registration.Registration;
import dev.tzaar.bot.registration.Registration.Outcome;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Registers {@code /tzaar} with Discord on the gateway bot's start, globally or in one development server
 * (where a change shows at once; a global one can take a while to reach every client), and only when what
 * Discord has differs from our definition ({@link Registration}). It registers over HTTP with the bot's
 * token, as {@code ./tzaar register} does ({@link HttpCommandRegistrar}), not through JDA's session: JDA
 * 6.5 knows no entry point command (type 4), so its bulk update could neither register the live board's
 * nor keep the one Discord makes when a host turns Activities on, and Discord refuses a bulk update that
 * leaves it out.
 */
public final class CommandRegistrar {
    private static final Logger LOG = LoggerFactory.getLogger(CommandRegistrar.class);

    private final HttpCommandRegistrar http;

    public CommandRegistrar(HttpCommandRegistrar http) {
        this.http = http;
    }

    /** The application's global commands brought up to date. */
    public CompletableFuture<Outcome> registerGlobally(JDA jda) {
        return register(Optional.empty(), "globally");
    }

    /** The server's own commands brought up to date (for development). */
    public CompletableFuture<Outcome> registerIn(Guild guild) {
        return register(Optional.of(guild.getId()), "in server " + guild.getId());
    }

    private CompletableFuture<Outcome> register(Optional<String> guild, String where) {
        return CompletableFuture.supplyAsync(() -> http.register(guild)).whenComplete((outcome, failure) -> {
            if (failure != null) {
                LOG.error("/{} could not be registered {}", TzaarCommand.NAME, where, failure);
            } else if (outcome == Outcome.UNCHANGED) {
                LOG.info("/{} is up to date {}", TzaarCommand.NAME, where);
            } else {
                LOG.info("/{} registered {}", TzaarCommand.NAME, where);
            }
        });
    }
}
