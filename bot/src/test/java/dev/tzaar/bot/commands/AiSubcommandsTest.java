package dev.tzaar.bot.commands;

import static dev.tzaar.bot.commands.FakeInput.ANN;
import static dev.tzaar.bot.commands.FakeInput.THE_BOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar ai}, {@code hint} and {@code analyze} as requests: the bot's own user travels as the
 * opponent of a game against the bot (that is how the function learns who the bot is), and
 * challenging that user asks for the same game at medium.
 */
class AiSubcommandsTest {
    private final AiSubcommand ai = new AiSubcommand();

    @Test
    void aiAsksForAGameAgainstTheBotsOwnUserWithTheLevelSetupAndColourGiven() {
        GameRequest request = ai.request(FakeInput.ann().with(Option.LEVEL, "hard").with(Option.SETUP, "tournament")
                .with(Option.COLOUR, "black"));

        assertEquals(Command.AI, request.command());
        assertEquals(ANN, request.user());
        assertEquals(Map.of(Option.LEVEL, "hard", Option.SETUP, "tournament", Option.COLOUR, "black",
                Option.OPPONENT, THE_BOT.id()), request.options());
        assertEquals(Map.of(THE_BOT.id(), new Player(THE_BOT.id(), "TZAAR", true)), request.mentioned());
    }

    @Test
    void challengingTheBotsOwnUserAsksForAGameAgainstItAtMediumInsteadOfBeingRefused() {
        ChallengeSubcommand challenge = new ChallengeSubcommand();
        FakeInput input = FakeInput.ann().with(Option.OPPONENT, THE_BOT).with(Option.COLOUR, "white");

        assertEquals(Optional.empty(), challenge.refusal(input));
        GameRequest request = challenge.request(input);

        assertEquals(Command.AI, request.command());
        assertEquals(Map.of(Option.LEVEL, "medium", Option.COLOUR, "white", Option.OPPONENT, THE_BOT.id()),
                request.options());
    }

    @Test
    void theLevelIsRequiredAndOffersTheThreeLevelsSetupAndColourAreTheChallengesOwn() {
        List<OptionData> options = ai.definition().getOptions();
        assertEquals(List.of(Option.LEVEL, Option.SETUP, Option.COLOUR), options.stream().map(OptionData::getName).toList());
        assertTrue(options.get(0).isRequired());
        assertEquals(List.of("easy", "medium", "hard"),
                options.get(0).getChoices().stream().map(c -> c.getAsString()).toList());
        assertEquals(new ChallengeSubcommand().definition().getOptions().subList(1, 3).stream()
                .map(o -> o.toData().toString()).toList(), options.subList(1, 3).stream()
                .map(o -> o.toData().toString()).toList());
    }

    @Test
    void aGameAgainstTheBotIsAnnouncedPubliclyAHintAndAnAnalysisOnlyToTheOneWhoAsked() {
        assertEquals(Acknowledgement.PUBLIC_REPLY, ai.acknowledgement());
        assertEquals(Acknowledgement.PRIVATE_REPLY, new HintSubcommand().acknowledgement());
        assertEquals(Acknowledgement.PRIVATE_REPLY, new AnalyzeSubcommand().acknowledgement());
        assertEquals(Map.of(Option.GAME, "k7m2q"),
                new HintSubcommand().request(FakeInput.ann().with(Option.GAME, "k7m2q")).options());
        assertEquals(Command.ANALYZE, new AnalyzeSubcommand().request(FakeInput.ann()).command());
    }
}
