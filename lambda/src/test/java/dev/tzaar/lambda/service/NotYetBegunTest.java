package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.CY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.lambda.shared.Wording;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A challenge nobody has accepted has no board, no players by colour and no moves: every command that
 * reads a game's position, named with {@code game:} on such a challenge (open to anyone, or to one
 * person, or one declined or withdrawn), by the challenger, the one challenged or anyone else, is
 * refused privately in words, and changes nothing. Before, a hint asked there read the players of a
 * game that had none and failed with "Something went wrong". On DynamoDB Local.
 */
class NotYetBegunTest {
    /** Each command that reads a game, with the options it needs besides {@code game:}. */
    static Stream<Arguments> commandsOnAChallenge() {
        List<Arguments> cases = new ArrayList<>();
        List<List<String>> commands = List.of(
                List.of(Command.HINT.name()),
                List.of(Command.BOARD.name()),
                List.of(Command.ANALYZE.name()),
                List.of(Command.HISTORY.name()),
                List.of(Command.CLAIM.name()),
                List.of(Command.RESIGN.name()),
                List.of(Command.CONFIRM_RESIGN.name()),
                List.of(Command.MOVE.name(), Option.TURN, "C2xC3"),
                List.of(Command.PASS.name()),
                List.of(Command.PLACE.name(), Option.TYPE, "tzaar", Option.AT, "E5"),
                List.of(Command.REMATCH.name()),
                List.of(Command.FOLLOW.name()),
                List.of(Command.UNFOLLOW.name()),
                List.of(Command.THREAD.name(), Option.THREAD, "600000000000000001"));
        for (Unbegun kind : Unbegun.values()) {
            for (Player asking : List.of(ANN, BO, CY)) {
                for (List<String> command : commands) {
                    cases.add(Arguments.of(kind, asking.name(), command));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{2} by {1} on a challenge {0}")
    @MethodSource("commandsOnAChallenge")
    void aCommandThatReadsTheBoardIsRefusedPrivatelyOnAChallengeNotYetAccepted(Unbegun kind, String asking,
            List<String> command) {
        Table table = new Table(73);
        String id = kind.make(table);
        long version = table.game(id).version();
        Player user = Stream.of(ANN, BO, CY).filter(p -> p.name().equals(asking)).findFirst().orElseThrow();
        List<String> options = new ArrayList<>(List.of(Option.GAME, id));
        options.addAll(command.subList(1, command.size()));

        GameReply reply = table.send(user, Command.valueOf(command.get(0)), options.toArray(String[]::new));

        assertTrue(reply.ephemeral(), reply.text());
        assertNull(reply.image(), reply.text());
        assertTrue(reply.buttons() == null || reply.buttons().isEmpty(), reply.text());
        assertTrue(reply.text().contains("**" + id + "**") || !kind.isOpen() && reply.text().contains("that challenge"),
                "says which: " + reply.text());
        assertEquals(version, table.game(id).version(), "nothing changed");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("closedChallenges")
    void aHintOnAChallengeThatWillNeverBeginSaysWhy(Unbegun kind, String why) {
        Table table = new Table(78);
        String id = kind.make(table);

        GameReply reply = table.send(ANN, Command.HINT, Option.GAME, id);

        assertTrue(reply.ephemeral(), reply.text());
        assertEquals(why, reply.text());
    }

    static Stream<Arguments> closedChallenges() {
        return Stream.of(Arguments.of(Unbegun.DECLINED, "**Bo** declined that challenge."),
                Arguments.of(Unbegun.WITHDRAWN, "**Ann** withdrew that challenge."));
    }

    @ParameterizedTest(name = "on a challenge {0}, in {1}")
    @MethodSource("openOrNotInEachLanguage")
    void aHintOnAChallengeNotYetAcceptedSaysThereIsNoPositionYet(boolean open, String language, String saying) {
        Table table = new Table(74);
        String id = (open ? Unbegun.OPEN : Unbegun.TO_BO).make(table);

        GameReply reply = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ANN,
                Command.HINT, Map.of(Option.GAME, id)).withLocales(language, "en-US"));

        assertTrue(reply.ephemeral(), reply.text());
        assertEquals(Wording.in(Texts.forDiscord(language)).say("hint.noPositionYet", id), reply.text());
        assertTrue(reply.text().contains(saying), reply.text());
    }

    static Stream<Arguments> openOrNotInEachLanguage() {
        return Stream.of(true, false).flatMap(open -> Stream.of(
                Arguments.of(open, "en-US", "no position to hint at yet"),
                Arguments.of(open, "fr", "pas encore de position")));
    }

    @ParameterizedTest(name = "on a challenge {0}")
    @MethodSource("openOrNot")
    void theListOfGamesShowsAChallengeNotYetAccepted(boolean open) {
        Table table = new Table(76);
        String id = (open ? Unbegun.OPEN : Unbegun.TO_BO).make(table);

        GameReply reply = table.send(ANN, Command.GAMES);

        assertTrue(reply.ephemeral(), reply.text());
        assertTrue(reply.text().contains("**" + id + "**"), reply.text());
    }

    @ParameterizedTest(name = "on a challenge {0}")
    @MethodSource("openOrNot")
    void autocompleteOnAChallengeNotYetAcceptedOffersNoActions(boolean open) {
        Table table = new Table(77);
        String id = (open ? Unbegun.OPEN : Unbegun.TO_BO).make(table);

        for (String focused : List.of(Option.FROM, Option.TO, Option.TURN, Option.TYPE, Option.AT)) {
            assertEquals(List.of(), table.suggest(ANN, focused, Option.GAME, id, focused, "").choices(), focused);
        }
        assertEquals(id, table.suggest(ANN, Option.GAME, Option.GAME, "").choices().get(0).value());
    }

    static Stream<Boolean> openOrNot() {
        return Stream.of(true, false);
    }

    /** The games that never began: the challenges waiting, and those that will now never be played. */
    enum Unbegun {
        OPEN, TO_BO, DECLINED, WITHDRAWN;

        /** Ann's challenge of this kind, made at the table: its id. */
        String make(Table table) {
            GameReply reply = this == OPEN || this == WITHDRAWN
                    ? table.send(ANN, Command.CHALLENGE, Option.SETUP, "fixed", Option.COLOUR, "white")
                    : table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                            Option.COLOUR, "white");
            String id = reply.game().id();
            if (this == DECLINED) {
                table.send(BO, Command.DECLINE, Option.GAME, id);
            } else if (this == WITHDRAWN) {
                table.send(ANN, Command.CANCEL, Option.GAME, id);
            }
            return id;
        }

        /** Still waiting for someone to accept it. */
        boolean isOpen() {
            return this == OPEN || this == TO_BO;
        }
    }
}
