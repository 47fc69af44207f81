package dev.tzaar.bot.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The subcommands about one game whose only option is {@code game}, and those with no option at all:
 * each asks its own command, and is acknowledged the way the function usually answers it.
 */
class GameSubcommandsTest {

    static Stream<Arguments> aboutOneGame() {
        return Stream.of(
                Arguments.of(new AcceptSubcommand(), Command.ACCEPT, Acknowledgement.PUBLIC_REPLY),
                Arguments.of(new DeclineSubcommand(), Command.DECLINE, Acknowledgement.PUBLIC_REPLY),
                Arguments.of(new CancelSubcommand(), Command.CANCEL, Acknowledgement.PUBLIC_REPLY),
                Arguments.of(new PassSubcommand(), Command.PASS, Acknowledgement.PUBLIC_REPLY),
                // Only asks for a confirmation, privately; the confirmation's button resigns publicly.
                Arguments.of(new ResignSubcommand(), Command.RESIGN, Acknowledgement.PRIVATE_REPLY),
                Arguments.of(new BoardSubcommand(), Command.BOARD, Acknowledgement.PRIVATE_REPLY),
                Arguments.of(new HistorySubcommand(), Command.HISTORY, Acknowledgement.PRIVATE_REPLY),
                // Usually refused privately (too early); a granted claim is moved to the channel.
                Arguments.of(new ClaimSubcommand(), Command.CLAIM, Acknowledgement.PRIVATE_REPLY),
                Arguments.of(new HintSubcommand(), Command.HINT, Acknowledgement.PRIVATE_REPLY),
                Arguments.of(new AnalyzeSubcommand(), Command.ANALYZE, Acknowledgement.PRIVATE_REPLY),
                Arguments.of(new ReplaySubcommand(), Command.REPLAY, Acknowledgement.PRIVATE_REPLY));
    }

    static Stream<Arguments> withoutOptions() {
        return Stream.of(
                Arguments.of(new HelpSubcommand(), Command.HELP),
                Arguments.of(new RulesSubcommand(), Command.RULES));
    }

    @ParameterizedTest
    @MethodSource("aboutOneGame")
    void aGameNamedGoesToTheFunctionWithTheSubcommandsCommand(Subcommand subcommand, Command command,
            Acknowledgement acknowledgement) {
        GameRequest named = subcommand.request(FakeInput.ann().with(Option.GAME, "k7m2q").with(Option.FROM, "F4"));
        assertEquals(command, named.command());
        assertEquals(command.wireName(), subcommand.name());
        assertEquals(Map.of(Option.GAME, "k7m2q"), named.options(), "only the options the subcommand has");
        assertEquals(Map.of(), subcommand.request(FakeInput.ann()).options(), "the function finds the only game");
        assertEquals(acknowledgement, subcommand.acknowledgement());
        assertEquals(Optional.empty(), subcommand.refusal(FakeInput.ann()));
    }

    @ParameterizedTest
    @MethodSource("aboutOneGame")
    void theGameIsOptionalAndOfferedByAutocomplete(Subcommand subcommand) {
        List<OptionData> options = subcommand.definition().getOptions();
        assertEquals(1, options.size());
        assertEquals(Option.GAME, options.get(0).getName());
        assertFalse(options.get(0).isRequired());
        assertTrue(options.get(0).isAutoComplete());
    }

    @ParameterizedTest
    @MethodSource("withoutOptions")
    void informationOnlyForTheUserIsAcknowledgedPrivately(Subcommand subcommand, Command command) {
        assertEquals(command, subcommand.request(FakeInput.ann().with(Option.GAME, "k7m2q")).command());
        assertEquals(Map.of(), subcommand.request(FakeInput.ann().with(Option.GAME, "k7m2q")).options());
        assertEquals(List.of(), subcommand.definition().getOptions());
        assertEquals(Acknowledgement.PRIVATE_REPLY, subcommand.acknowledgement());
    }

    @org.junit.jupiter.api.Test
    void theGamesListTakesOnlyTheOptionalFinishedSwitchAndAnswersPrivately() {
        GamesSubcommand games = new GamesSubcommand();
        List<OptionData> options = games.definition().getOptions();
        assertEquals(List.of(Option.FINISHED), options.stream().map(OptionData::getName).toList());
        assertEquals(net.dv8tion.jda.api.interactions.commands.OptionType.BOOLEAN, options.get(0).getType());
        assertFalse(options.get(0).isRequired());
        assertEquals(Map.of(Option.FINISHED, "true"),
                games.request(FakeInput.ann().with(Option.FINISHED, "true").with(Option.GAME, "k7m2q")).options());
        assertEquals(Map.of(), games.request(FakeInput.ann()).options());
        assertEquals(Acknowledgement.PRIVATE_REPLY, games.acknowledgement());
    }
}
