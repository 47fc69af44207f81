package dev.tzaar.bot.commands;

import dev.tzaar.api.i18n.Texts;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;

/**
 * The app launcher's entry point: Discord's {@code PRIMARY_ENTRY_POINT} command (type 4) with the
 * handler {@code DISCORD_LAUNCH_ACTIVITY} (2), which opens the live board (the Activity) without an
 * interaction reaching the bot. Written as Discord's JSON: JDA 6.5's command builders know no type 4
 * (its {@code Command.Type} reads it as {@code UNKNOWN}). An application has one, global; Discord makes a
 * default one ("Launch") when the host turns Activities on, and registration makes it this one.
 */
public final class EntryPointCommand {
    public static final String NAME = "launch";
    static final int PRIMARY_ENTRY_POINT = 4;
    static final int DISCORD_LAUNCH_ACTIVITY = 2;
    /** What a registered command's JSON must have for it to be this one; Discord adds ids and versions. */
    private static final List<String> OURS = List.of("name", "type", "handler", "description",
            "description_localizations", "contexts", "integration_types");

    private EntryPointCommand() {
    }

    /** The command as the bulk overwrite sends it. */
    public static DataObject definition() {
        DataObject localizations = DataObject.empty();
        for (DiscordLocale locale : CommandLocalizations.languages()) {
            Texts texts = Texts.of(Locale.forLanguageTag(locale.getLocale()));
            localizations.put(locale.getLocale(), texts.text("entryPoint.description"));
        }
        DataObject command = DataObject.empty()
                .put("name", NAME)
                .put("type", PRIMARY_ENTRY_POINT)
                .put("handler", DISCORD_LAUNCH_ACTIVITY)
                .put("description", Texts.ENGLISH.text("entryPoint.description"))
                // Where the game is: servers, the app's DM and group DMs; installed by a server or a user, as /tzaar.
                .put("contexts", DataArray.fromCollection(List.of(0, 1, 2)))
                .put("integration_types", DataArray.fromCollection(List.of(0, 1)));
        if (!localizations.keys().isEmpty()) {
            command.put("description_localizations", localizations);
        }
        return command;
    }

    /** Whether a registered command is an entry point (ours or Discord's default). */
    public static boolean isEntryPoint(DataObject registered) {
        return registered.getInt("type", 1) == PRIMARY_ENTRY_POINT;
    }

    /** Whether a registered command is exactly ours, as Discord gives it back. */
    public static boolean isOurs(DataObject registered) {
        DataObject ours = definition();
        for (String key : OURS) {
            Object theirs = registered.hasKey(key) && !registered.isNull(key) ? registered.toMap().get(key) : null;
            Object mine = ours.hasKey(key) ? ours.toMap().get(key) : null;
            if (!Objects.equals(normal(theirs), normal(mine))) {
                return false;
            }
        }
        return true;
    }

    /** Numbers as longs and empty maps as absent, as JSON read back gives them. */
    private static Object normal(Object value) {
        if (value instanceof Number number) {
            return number.longValue();
        }
        if (value instanceof java.util.Map<?, ?> map && map.isEmpty()) {
            return null;
        }
        if (value instanceof List<?> list) {
            return list.stream().map(EntryPointCommand::normal).toList();
        }
        return value;
    }
}
