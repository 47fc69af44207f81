package dev.tzaar.bot.gateway;

import dev.tzaar.bot.commands.TzaarCommand;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.restaction.CommandListUpdateAction;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Registers {@code /tzaar} with Discord on start, globally or in one development server (where a
 * change shows at once; a global one can take a while to reach every client), and only when what
 * Discord has differs from our definition: an unneeded overwrite still counts against Discord's
 * daily limit on command changes and makes clients reload the command.
 */
public final class CommandRegistrar {
    /** What registering did. */
    public enum Outcome {
        /** Discord already had exactly our definition: nothing was sent. */
        UNCHANGED,
        /** Discord's commands were replaced by ours. */
        UPDATED
    }

    private static final Logger LOG = LoggerFactory.getLogger(CommandRegistrar.class);

    private final TzaarCommand command;

    public CommandRegistrar(TzaarCommand command) {
        this.command = command;
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
            if (!needsUpdate(registered.stream().map(CommandData::fromCommand).toList())) {
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

    /**
     * Whether the commands Discord has (read back through JDA, so both sides are written the same
     * way) differ from ours: another command, one missing, or any difference in a name, description,
     * option, choice or where the command may be used.
     */
    public boolean needsUpdate(List<CommandData> registered) {
        if (registered.size() != 1) {
            return true;
        }
        DataObject theirs = registered.get(0).toData();
        DataObject ours = command.definition().toData();
        return !theirs.toMap().equals(ours.toMap());
    }
}
