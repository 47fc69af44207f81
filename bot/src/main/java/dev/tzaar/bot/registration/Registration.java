package dev.tzaar.bot.registration;

import dev.tzaar.bot.commands.EntryPointCommand;
import dev.tzaar.bot.commands.TzaarCommand;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;

/**
 * Registering {@code /tzaar} (and, with the live board, the app launcher's entry point) with Discord, by the
 * gateway bot on start and by {@code ./tzaar register} alike ({@link HttpCommandRegistrar}): only when what
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
        return needsUpdateOfTzaar(registered);
    }

    /**
     * What to send Discord ({@code PUT} of the whole list) so that it has our commands, or empty when it has
     * them already: {@code /tzaar}, and with the live board the app launcher's entry point ({@link
     * EntryPointCommand}). An entry point Discord has is kept as it is when the live board is not ours to
     * offer: Discord refuses a bulk overwrite that leaves one out (and removing it would take the host's
     * Activity away).
     *
     * @param registered what Discord has, as it lists it ({@code with_localizations=true})
     * @param liveBoard whether the entry point is ours to register (global registrations only: Discord has
     *     entry points only there)
     */
    public Optional<DataArray> update(DataArray registered, boolean liveBoard) {
        List<CommandData> chat = new ArrayList<>();
        DataObject entryPoint = null;
        for (int i = 0; i < registered.length(); i++) {
            DataObject command = registered.getObject(i);
            if (EntryPointCommand.isEntryPoint(command)) {
                entryPoint = command;
            } else {
                chat.add(CommandData.fromData(command));
            }
        }
        boolean entryPointAsWanted = !liveBoard || entryPoint != null && EntryPointCommand.isOurs(entryPoint);
        if (!needsUpdateOfTzaar(chat) && entryPointAsWanted) {
            return Optional.empty();
        }
        DataArray all = DataArray.empty().add(command.definition().toData());
        if (liveBoard) {
            all.add(EntryPointCommand.definition());
        } else if (entryPoint != null) {
            all.add(entryPoint);
        }
        return Optional.of(all);
    }

    private boolean needsUpdateOfTzaar(List<CommandData> registered) {
        if (registered.size() != 1) {
            return true;
        }
        DataObject theirs = registered.get(0).toData();
        DataObject ours = command.definition().toData();
        return !theirs.toMap().equals(ours.toMap());
    }
}
