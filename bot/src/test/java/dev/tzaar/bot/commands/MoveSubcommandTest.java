package dev.tzaar.bot.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import org.junit.jupiter.api.Test;

class MoveSubcommandTest {
    private final MoveSubcommand move = new MoveSubcommand();

    @Test
    void fromAndToAndTheGameGoToTheFunctionAsTyped() {
        GameRequest request = move.request(FakeInput.ann().with(Option.FROM, "f4").with(Option.TO, " E4 ")
                .with(Option.GAME, "k7m2q"));
        assertEquals(Command.MOVE, request.command());
        assertEquals(Map.of(Option.FROM, "f4", Option.TO, "E4", Option.GAME, "k7m2q"), request.options());
    }

    @Test
    void aWholeTurnGoesAsOneOption() {
        GameRequest request = move.request(FakeInput.ann().with(Option.TURN, "F4xE4 C3-D4"));
        assertEquals(Map.of(Option.TURN, "F4xE4 C3-D4"), request.options());
    }

    @Test
    void aMoveNeedsFromAndToOrATurnAndNotBoth() {
        assertTrue(move.refusal(FakeInput.ann()).orElseThrow().contains("`from:` and `to:`"));
        assertTrue(move.refusal(FakeInput.ann().with(Option.FROM, "F4")).orElseThrow().contains("`to:`"));
        assertTrue(move.refusal(FakeInput.ann().with(Option.TO, "E4")).orElseThrow().contains("`from:`"));
        assertTrue(move.refusal(FakeInput.ann().with(Option.TURN, "F4xE4").with(Option.FROM, "F4")).orElseThrow()
                .contains("not both"));
        assertEquals(Optional.empty(), move.refusal(FakeInput.ann().with(Option.FROM, "F4").with(Option.TO, "E4")));
        assertEquals(Optional.empty(), move.refusal(FakeInput.ann().with(Option.TURN, "F4xE4")));
    }

    @Test
    void aFrenchUserIsToldInFrenchWithTheFrenchOptionNames() {
        FakeInput french = FakeInput.ann().speaking("fr", "en-US");
        assertEquals("Dites où va la pile : `vers:` (par exemple E4).",
                move.refusal(french.with(Option.FROM, "F4")).orElseThrow());
        assertEquals("Donnez `de:` et `vers:`, ou un tour entier `tour:`, pas les deux.",
                move.refusal(french.with(Option.TURN, "F4xE4")).orElseThrow());
    }

    @Test
    void blankOptionsCountAsNotGiven() {
        assertTrue(move.refusal(FakeInput.ann().with(Option.FROM, "  ").with(Option.TO, "E4")).isPresent());
    }

    @Test
    void aMoveIsAnnouncedInTheChannelSoItIsAcknowledgedPublicly() {
        assertEquals(Acknowledgement.PUBLIC_REPLY, move.acknowledgement());
    }

    @Test
    void everyOptionIsOptionalAndOfferedByAutocomplete() {
        List<OptionData> options = move.definition().getOptions();
        assertEquals(List.of(Option.FROM, Option.TO, Option.TURN, Option.GAME),
                options.stream().map(OptionData::getName).toList());
        assertTrue(options.stream().noneMatch(OptionData::isRequired));
        assertTrue(options.stream().allMatch(OptionData::isAutoComplete));
    }
}
