package dev.tzaar.bot.registration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.commands.EntryPointCommand;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.Test;

/**
 * Registration is skipped exactly when Discord already has our definition. What Discord has is
 * written here as Discord writes it (ids and a version added, false flags and empty localizations
 * left out, numbers for contexts) and read back the way the registrar reads it, through JDA.
 */
class RegistrationTest {
    private final TzaarCommand tzaar = new TzaarCommand(Subcommands.all());
    private final Registration registration = new Registration(tzaar);

    @Test
    void ourOwnDefinitionAsDiscordReturnsItNeedsNoUpdate() {
        assertFalse(registration.needsUpdate(List.of(asDiscordHasIt(d -> { }))));
    }

    @Test
    void aChangedDescriptionIsAnUpdate() {
        assertTrue(registration.needsUpdate(List.of(asDiscordHasIt(d -> d.put("description", "Play chess")))));
    }

    @Test
    void aChangedSubcommandOrChoiceIsAnUpdate() {
        assertTrue(registration.needsUpdate(List.of(asDiscordHasIt(d -> subcommands(d).remove(subcommands(d).size() - 1)))));
        assertTrue(registration.needsUpdate(List.of(asDiscordHasIt(d -> {
            Map<String, Object> challenge = subcommands(d).get(0);
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> options = (List<Map<String, Object>>) challenge.get("options");
            @SuppressWarnings("unchecked")
            List<Object> setups = (List<Object>) options.get(1).get("choices");
            setups.remove(2);
        }))));
    }

    @Test
    void aCommandOnlyForServersThatInstalledItIsAnUpdate() {
        assertTrue(registration.needsUpdate(List.of(asDiscordHasIt(d -> d.put("contexts", List.of(0))))));
        assertTrue(registration.needsUpdate(List.of(asDiscordHasIt(d -> d.put("integration_types", List.of(0))))));
    }

    @Test
    void nothingRegisteredOrAnotherCommandBesideOursIsAnUpdate() {
        assertTrue(registration.needsUpdate(List.of()));
        assertTrue(registration.needsUpdate(List.of(asDiscordHasIt(d -> { }), Commands.slash("old", "An old command"))));
        assertTrue(registration.needsUpdate(List.of(Commands.slash("old", "An old command"))));
    }

    /** Discord's list: /tzaar as Discord gives it back, and the given entry point, when any. */
    private DataArray discordHas(boolean tzaarChanged, DataObject entryPoint) {
        DataArray list = DataArray.empty().add(asDiscordHasIt(d -> {
            if (tzaarChanged) {
                d.put("description", "Play chess");
            }
        }).toData().put("id", "1300000000000000001").put("type", 1));
        if (entryPoint != null) {
            list.add(entryPoint.put("id", "1300000000000000005").put("application_id", "1300000000000000000")
                    .put("version", "1300000000000000006"));
        }
        return list;
    }

    /** What Discord makes when a host turns Activities on: "Launch", handled by Discord. */
    private static DataObject discordsDefaultEntryPoint() {
        return DataObject.fromJson("{\"name\":\"launch\",\"description\":\"\",\"type\":4,\"handler\":2,"
                + "\"contexts\":[0,1,2],\"integration_types\":[0,1]}");
    }

    @Test
    void withTheLiveBoardTheEntryPointIsRegisteredBesideTzaarAndThenLeftAlone() {
        DataArray first = registration.update(discordHas(false, null), true).orElseThrow();
        assertEquals(2, first.length());
        assertEquals("tzaar", first.getObject(0).getString("name"));
        DataObject entryPoint = first.getObject(1);
        assertEquals(4, entryPoint.getInt("type"));
        assertEquals(2, entryPoint.getInt("handler"), "DISCORD_LAUNCH_ACTIVITY: Discord opens it, no interaction");
        assertEquals("Ouvrir le plateau en direct : la partie de ce salon, jouée d’un toucher",
                entryPoint.getObject("description_localizations").getString("fr"));

        assertEquals(Optional.empty(), registration.update(discordHas(false, EntryPointCommand.definition()), true));
        DataArray replaced = registration.update(discordHas(false, discordsDefaultEntryPoint()), true).orElseThrow();
        assertTrue(EntryPointCommand.isOurs(replaced.getObject(1)), "Discord's default becomes ours");
    }

    @Test
    void withoutTheLiveBoardAnEntryPointDiscordHasIsKeptAsItIsForDiscordRefusesToDropIt() {
        assertEquals(Optional.empty(), registration.update(discordHas(false, discordsDefaultEntryPoint()), false));
        DataArray update = registration.update(discordHas(true, discordsDefaultEntryPoint()), false).orElseThrow();
        assertEquals(2, update.length());
        assertEquals(discordsDefaultEntryPoint().put("id", "1300000000000000005")
                .put("application_id", "1300000000000000000").put("version", "1300000000000000006").toMap(),
                update.getObject(1).toMap());
        assertEquals(1, registration.update(discordHas(true, null), false).orElseThrow().length());
    }

    /** Our definition as Discord sends it back, changed as given, read by JDA. */
    @SuppressWarnings("unchecked")
    private CommandData asDiscordHasIt(Consumer<Map<String, Object>> change) {
        Map<String, Object> data = (Map<String, Object>) discordStyle(tzaar.definition().toData().toMap());
        data.put("id", "1300000000000000001");
        data.put("application_id", "1300000000000000000");
        data.put("version", "1300000000000000002");
        data.put("type", 1);
        data.put("contexts", List.of(0, 1, 2));
        data.put("integration_types", List.of(0, 1));
        change.accept(data);
        try {
            return CommandData.fromData(DataObject.fromJson(new ObjectMapper().writeValueAsString(data)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> subcommands(Map<String, Object> data) {
        return (List<Map<String, Object>>) data.get("options");
    }

    /** Discord leaves out false flags and empty localizations; everything else as it was sent. */
    @SuppressWarnings("unchecked")
    private static Object discordStyle(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            ((Map<String, Object>) map).forEach((key, field) -> {
                boolean falseFlag = Boolean.FALSE.equals(field) && !key.equals("nsfw");
                boolean emptyLocalizations = key.endsWith("_localizations") && field instanceof Map<?, ?> m && m.isEmpty();
                if (!falseFlag && !emptyLocalizations) {
                    copy.put(key, discordStyle(field));
                }
            });
            return copy;
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>();
            list.forEach(item -> copy.add(discordStyle(item)));
            return copy;
        }
        return value;
    }
}
