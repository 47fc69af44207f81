package dev.tzaar.bot.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import org.junit.jupiter.api.Test;

class TzaarCommandTest {
    private final TzaarCommand tzaar = new TzaarCommand(Subcommands.all());
    private final SlashCommandData definition = tzaar.definition();

    @Test
    void theSubcommandsAreThePlayersCommandsAndNoneOfTheButtonOnlyOnes() {
        List<String> names = definition.getSubcommands().stream().map(SubcommandData::getName).toList();
        assertEquals(List.of("challenge", "ai", "accept", "decline", "cancel", "move", "pass", "place", "resign",
                "board", "games", "history", "claim", "hint", "analyze", "leaderboard", "stats", "settings", "learn",
                "puzzle", "help", "rules", "replay", "import", "tournament"), names);
        for (String name : names) {
            assertEquals(name, tzaar.subcommand(name).orElseThrow().command().wireName());
        }
        assertTrue(tzaar.subcommand(Command.CONFIRM_RESIGN.wireName()).isEmpty());
        assertTrue(tzaar.subcommand(Command.SUGGEST.wireName()).isEmpty());
    }

    @Test
    void serversAndUsersInstallItAndItWorksInServersTheAppsDmAndGroupDms() {
        assertEquals(Set.of(InteractionContextType.GUILD, InteractionContextType.BOT_DM,
                InteractionContextType.PRIVATE_CHANNEL), definition.getContexts());
        assertEquals(Set.of(IntegrationType.GUILD_INSTALL, IntegrationType.USER_INSTALL),
                definition.getIntegrationTypes());
    }

    @Test
    void everySubcommandAboutAGameTakesTheGameOption() {
        Set<String> withGame = new TreeSet<>();
        for (SubcommandData subcommand : definition.getSubcommands()) {
            if (subcommand.getOptions().stream().anyMatch(o -> o.getName().equals(Option.GAME))) {
                withGame.add(subcommand.getName());
            }
        }
        assertEquals(new TreeSet<>(List.of("accept", "decline", "cancel", "move", "pass", "place", "resign", "board",
                "history", "claim", "hint", "analyze", "replay")), withGame);
    }

    @Test
    void autocompleteIsOfferedExactlyForTheGameAndTheCellsAndTurns() {
        Set<String> autocompleted = new TreeSet<>();
        for (SubcommandData subcommand : definition.getSubcommands()) {
            subcommand.getOptions().stream().filter(OptionData::isAutoComplete).forEach(o -> autocompleted.add(o.getName()));
        }
        assertEquals(new TreeSet<>(List.of(Option.GAME, Option.FROM, Option.TO, Option.TURN, Option.AT)), autocompleted);
    }

    @Test
    void everyTextFitsDiscordsLimitsAndTheWholeCommandItsTotal() {
        List<String> descriptions = new ArrayList<>();
        descriptions.add(definition.getDescription());
        int total = definition.getName().length() + definition.getDescription().length();
        for (SubcommandData subcommand : definition.getSubcommands()) {
            descriptions.add(subcommand.getDescription());
            total += subcommand.getName().length() + subcommand.getDescription().length();
            for (OptionData option : subcommand.getOptions()) {
                descriptions.add(option.getDescription());
                total += option.getName().length() + option.getDescription().length();
                for (var choice : option.getChoices()) {
                    total += choice.getName().length() + choice.getAsString().length();
                }
            }
        }
        for (String description : descriptions) {
            assertTrue(!description.isBlank() && description.length() <= 100, description);
        }
        // Discord refuses a command whose names, descriptions and choices add up to more than 8000.
        assertTrue(total <= 8000, "the command's texts add up to " + total);
    }

    @Test
    void requiredOptionsComeFirstAsDiscordDemands() {
        for (SubcommandData subcommand : definition.getSubcommands()) {
            boolean optionalSeen = false;
            for (OptionData option : subcommand.getOptions()) {
                assertTrue(!optionalSeen || !option.isRequired(), subcommand.getName() + " " + option.getName());
                optionalSeen |= !option.isRequired();
            }
        }
    }

    @Test
    void twoSubcommandsOfTheSameNameAreAMistake() {
        assertThrows(IllegalArgumentException.class,
                () -> new TzaarCommand(List.of(new HelpSubcommand(), new HelpSubcommand())));
    }
}
