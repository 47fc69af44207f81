package dev.tzaar.lambda.store;

import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournaments.Tournament;
import dev.tzaar.lambda.tournaments.TournamentBoard;
import dev.tzaar.lambda.tournaments.TournamentFormat;
import dev.tzaar.lambda.tournaments.TournamentPlayer;
import dev.tzaar.lambda.tournaments.TournamentState;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A tournament's items, mapped by hand like the games': the header {@code tournament#<id>} (listed in its
 * server's {@code tournaments#<guild>} by creation), a player {@code tplayer#<id>#<user>} (listed by slot)
 * and a board {@code tboard#<id>#<round>#<board>} (listed by board). The header holds counts, never lists of
 * players or games, so no item grows with the player count; its one list, the boards per round, grows with
 * the rounds (a double round robin of 256 players: 510 small numbers, about 2 KB).
 */
final class TournamentItems {
    static final String TOURNAMENT = "tournamentId";
    static final String GUILD = "guildId";
    static final String CHANNEL = "channelId";
    static final String MESSAGE = "messageId";
    static final String ORGANISER = "organiserId";
    static final String NAME = "name";
    static final String FORMAT = "format";
    static final String ROUNDS = "rounds";
    static final String DAYS_PER_MOVE = "daysPerMove";
    /** The setup of its games; absent in items written before it was chosen (random). */
    static final String SETUP = "setup";
    /** Where its games are played (off, public, private); absent in items written before games had threads (off). */
    static final String THREADS = "threads";
    /** When its sign-up closes (epoch milliseconds); absent when only the organiser's Start closes it. */
    static final String CLOSES_AT = "closesAt";
    static final String RATED = "rated";
    static final String CAP = "cap";
    static final String STATE = "state";
    static final String SLOTS = "slots";
    static final String PLAYERS = "players";
    static final String WITHDRAWN = "withdrawn";
    static final String PLAYER_VERSIONS = "playerVersions";
    static final String BOARDS = "boards";
    static final String RESULTS = "results";
    static final String CREATED = "created";
    static final String USER = "userId";
    static final String SLOT = "slot";
    static final String RATING = "rating";
    static final String STATUS = "status";
    static final String ROUND = "round";
    static final String BOARD = "board";
    static final String WHITE = "whiteId";
    static final String BLACK = "blackId";
    static final String GAME = "gameId";
    static final String RESULT = "result";

    private TournamentItems() {
    }

    static Map<String, AttributeValue> of(Tournament tournament) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, s(GameTable.tournamentKey(tournament.id())));
        item.put(TOURNAMENT, s(tournament.id()));
        if (tournament.guildId() != null) {
            item.put(GUILD, s(tournament.guildId()));
            item.put(GameTable.LIST, s(GameTable.tournamentList(tournament.guildId())));
            item.put(GameTable.LIST_ORDER, n(tournament.created().toEpochMilli()));
        }
        item.put(CHANNEL, s(tournament.channelId()));
        tournament.messageId().ifPresent(message -> item.put(MESSAGE, s(message)));
        item.put(ORGANISER, s(tournament.organiserId()));
        item.put(NAME, s(tournament.name()));
        item.put(FORMAT, s(tournament.format().wireName()));
        item.put(ROUNDS, n(tournament.rounds()));
        tournament.daysPerMove().ifPresent(days -> item.put(DAYS_PER_MOVE, n(days)));
        item.put(RATED, AttributeValue.fromBool(tournament.rated()));
        item.put(SETUP, s(tournament.setup().name().toLowerCase(java.util.Locale.ROOT)));
        item.put(THREADS, s(tournament.threads().wireName()));
        tournament.closesAt().ifPresent(time -> item.put(CLOSES_AT, n(time.toEpochMilli())));
        tournament.cap().ifPresent(cap -> item.put(CAP, n(cap)));
        item.put(STATE, s(tournament.state().wireName()));
        item.put(SLOTS, n(tournament.slots()));
        item.put(PLAYERS, n(tournament.players()));
        item.put(WITHDRAWN, n(tournament.withdrawn()));
        item.put(PLAYER_VERSIONS, n(tournament.playerVersions()));
        item.put(BOARDS, AttributeValue.fromL(tournament.boardsPerRound().stream().map(b -> n(b)).toList()));
        item.put(RESULTS, n(tournament.results()));
        item.put(CREATED, n(tournament.created().toEpochMilli()));
        item.put(GameTable.VERSION, n(tournament.version()));
        return item;
    }

    static Tournament tournament(Map<String, AttributeValue> item) {
        ItemReader in = new ItemReader(item.containsKey(GameTable.KEY) ? item.get(GameTable.KEY).s() : "(no key)",
                item);
        String format = in.string(FORMAT);
        String state = in.string(STATE);
        Long days = in.optionalNumber(DAYS_PER_MOVE);
        Long cap = in.optionalNumber(CAP);
        List<Integer> boards = new java.util.ArrayList<>();
        for (AttributeValue board : in.list(BOARDS)) {
            if (board.n() == null) {
                throw in.corrupt("its boards per round are not all numbers");
            }
            boards.add(Integer.parseInt(board.n()));
        }
        try {
            return new Tournament(in.string(TOURNAMENT), in.optionalString(GUILD), in.string(CHANNEL),
                    Optional.ofNullable(in.optionalString(MESSAGE)), in.string(ORGANISER), in.string(NAME),
                    TournamentFormat.parse(format).orElseThrow(() -> in.corrupt("its format is \"" + format + "\"")),
                    (int) in.number(ROUNDS), Optional.ofNullable(days).map(Long::intValue), in.bool(RATED),
                    cap == null ? OptionalInt.empty() : OptionalInt.of(cap.intValue()),
                    TournamentState.parse(state).orElseThrow(() -> in.corrupt("its state is \"" + state + "\"")),
                    (int) in.number(SLOTS), (int) in.number(PLAYERS), (int) in.number(WITHDRAWN),
                    in.number(PLAYER_VERSIONS), boards, (int) in.number(RESULTS), in.number(GameTable.VERSION),
                    Instant.ofEpochMilli(in.number(CREATED)), setup(in.optionalString(SETUP)),
                    threads(in, in.optionalString(THREADS)),
                    Optional.ofNullable(in.optionalNumber(CLOSES_AT)).map(Instant::ofEpochMilli));
        } catch (IllegalArgumentException e) {
            throw in.corrupt(e.getMessage(), e);
        }
    }

    private static dev.tzaar.engine.Setup.Kind setup(String stored) {
        return stored == null ? dev.tzaar.engine.Setup.Kind.RANDOM
                : dev.tzaar.engine.Setup.Kind.valueOf(stored.toUpperCase(java.util.Locale.ROOT));
    }

    private static dev.tzaar.api.ThreadKind threads(ItemReader in, String stored) {
        return stored == null ? dev.tzaar.api.ThreadKind.OFF : dev.tzaar.api.ThreadKind.parse(stored)
                .orElseThrow(() -> in.corrupt("its threads are \"" + stored + "\""));
    }

    static Map<String, AttributeValue> of(TournamentPlayer player) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, s(GameTable.tournamentPlayerKey(player.tournamentId(), player.userId())));
        item.put(TOURNAMENT, s(player.tournamentId()));
        item.put(USER, s(player.userId()));
        item.put(SLOT, n(player.slot()));
        item.put(NAME, s(player.name()));
        item.put(RATING, n(player.rating()));
        item.put(STATUS, s(player.status().wireName()));
        item.put(GameTable.LIST, s(GameTable.tournamentPlayerList(player.tournamentId())));
        item.put(GameTable.LIST_ORDER, n(player.slot()));
        item.put(GameTable.VERSION, n(player.version()));
        return item;
    }

    static TournamentPlayer player(Map<String, AttributeValue> item) {
        ItemReader in = new ItemReader(item.containsKey(GameTable.KEY) ? item.get(GameTable.KEY).s() : "(no key)",
                item);
        String status = in.string(STATUS);
        try {
            return new TournamentPlayer(in.string(TOURNAMENT), in.string(USER), (int) in.number(SLOT),
                    in.string(NAME), (int) in.number(RATING),
                    TournamentPlayer.Status.parse(status).orElseThrow(() -> in.corrupt("its status is \"" + status
                            + "\"")),
                    in.number(GameTable.VERSION));
        } catch (IllegalArgumentException e) {
            throw in.corrupt(e.getMessage(), e);
        }
    }

    static Map<String, AttributeValue> of(TournamentBoard board) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, s(GameTable.tournamentBoardKey(board.tournamentId(), board.round(), board.board())));
        item.put(TOURNAMENT, s(board.tournamentId()));
        item.put(ROUND, n(board.round()));
        item.put(BOARD, n(board.board()));
        item.put(WHITE, s(board.whiteId()));
        board.blackId().ifPresent(black -> item.put(BLACK, s(black)));
        board.gameId().ifPresent(game -> item.put(GAME, s(game)));
        board.result().ifPresent(result -> item.put(RESULT, s(String.valueOf(result.trfCode()))));
        item.put(GameTable.LIST, s(GameTable.tournamentBoardList(board.tournamentId(), board.round())));
        item.put(GameTable.LIST_ORDER, n(board.board()));
        item.put(GameTable.VERSION, n(board.version()));
        return item;
    }

    static TournamentBoard board(Map<String, AttributeValue> item) {
        ItemReader in = new ItemReader(item.containsKey(GameTable.KEY) ? item.get(GameTable.KEY).s() : "(no key)",
                item);
        String result = in.optionalString(RESULT);
        Optional<Outcome> outcome = Optional.empty();
        if (result != null) {
            outcome = result.length() == 1 ? Outcome.ofTrfCode(result.charAt(0)) : Optional.empty();
            if (outcome.isEmpty()) {
                throw in.corrupt("its result is \"" + result + "\"");
            }
        }
        try {
            return new TournamentBoard(in.string(TOURNAMENT), (int) in.number(ROUND), (int) in.number(BOARD),
                    in.string(WHITE), Optional.ofNullable(in.optionalString(BLACK)),
                    Optional.ofNullable(in.optionalString(GAME)), outcome, in.number(GameTable.VERSION));
        } catch (IllegalArgumentException e) {
            throw in.corrupt(e.getMessage(), e);
        }
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
