package dev.tzaar.bot.gateway;

import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.registration.Registration;
import dev.tzaar.bot.registration.Registration.Outcome;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.restaction.CommandListUpdateAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Registers {@code /tzaar} with Discord on the gateway bot's start, through its JDA session, globally or
 * in one development server (where a change shows at once; a global one can take a while to reach
 * every client), and only when what Discord has differs from our definition ({@link Registration}).
 */
public final class CommandRegistrar {
    private static final Logger LOG = LoggerFactory.getLogger(CommandRegistrar.class);

    private final TzaarCommand command;
    private final Registration registration;

    public CommandRegistrar(TzaarCommand command) {
        this.command = command;
        this.registration = new Registration(command);
    }

    /** The application's global commands brought up to date. */
    public CompletableFuture<Outcome> registerGlobally(JDA jda) {
        return register(() -> jda.retrieveCommands(true), jda::updateCommands, "globally");
    }

    /** The server's own commands brought up to date (for development). */
    public CompletableFuture<Outcome> registerIn(Guild guild) {
        return register(() -> guild.retrieveCommands(true), guild::updateCommands, "in server " + guild.getId());
    }

    private CompletableFuture<Outcome> register(Supplier<RestAction<List<Command>>> current,
            Supplier<CommandListUpdateAction> update, String where) {
        return current.get().submit().thenCompose(registered -> {
            if (!registration.needsUpdate(registered.stream().map(CommandData::fromCommand).toList())) {
                LOG.info("/{} is up to date {}", TzaarCommand.NAME, where);
                return CompletableFuture.completedFuture(Outcome.UNCHANGED);
            }
            return update.get().addCommands(command.definition()).submit().thenApply(done -> {
                LOG.info("/{} registered {}", TzaarCommand.NAME, where);
                return Outcome.UPDATED;
            });
        }).whenComplete((outcome, failure) -> {
            if (failure != null) {
                LOG.error("/{} could not be registered {}", TzaarCommand.NAME, where, failure);
            }
        });
    }
}
