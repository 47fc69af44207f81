package dev.tzaar.bot.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.interactions.commands.Command.Choice;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import org.junit.jupiter.api.Test;

class PlaceSubcommandTest {
    private final PlaceSubcommand place = new PlaceSubcommand();

    @Test
    void theTypeAndTheCellGoToTheFunction() {
        GameRequest request = place.request(FakeInput.ann().with(Option.TYPE, "Z").with(Option.AT, "E4"));
        assertEquals(Command.PLACE, request.command());
        assertEquals(Map.of(Option.TYPE, "Z", Option.AT, "E4"), request.options());
    }

    @Test
    void theTypesAreNamedForPeopleAndValuedAsNotationLetters() {
        OptionData type = place.definition().getOptions().get(0);
        assertEquals(Option.TYPE, type.getName());
        assertTrue(type.isRequired());
        assertEquals(List.of("Tzaar=Z", "Tzarra=A", "Tott=T"),
                type.getChoices().stream().map((Choice c) -> c.getName() + "=" + c.getAsString()).toList());
    }

    @Test
    void theCellIsRequiredAndOfferedByAutocomplete() {
        OptionData at = place.definition().getOptions().get(1);
        assertEquals(Option.AT, at.getName());
        assertTrue(at.isRequired());
        assertTrue(at.isAutoComplete());
    }

    @Test
    void aPlacementIsAnnouncedInTheChannelSoItIsAcknowledgedPublicly() {
        assertEquals(Acknowledgement.PUBLIC_REPLY, place.acknowledgement());
    }
}
