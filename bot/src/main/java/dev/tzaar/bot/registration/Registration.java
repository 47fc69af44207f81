package dev.tzaar.bot.registration;

import dev.tzaar.bot.commands.TzaarCommand;
import java.util.List;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.utils.data.DataObject;

/**
 * Registering {@code /tzaar} with Discord, however it is sent (through the gateway bot's JDA session on
 * start, or over HTTP with {@link HttpCommandRegistrar} for {@code ./tzaar register}): only when what
 * Discord has differs from our definition, since an unneeded overwrite still counts against Discord's
 * daily limit on command changes and makes clients reload the command.
 */
public final class Registration {
    /** What registering did. */
    public enum Outcome {
        /** Discord already had exactly our definition: nothing was sent. */
        UNCHANGED,
        /** Discord's commands were replaced by ours. */
        UPDATED
    }

    private final TzaarCommand command;

    public Registration(TzaarCommand command) {
        this.command = command;
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
