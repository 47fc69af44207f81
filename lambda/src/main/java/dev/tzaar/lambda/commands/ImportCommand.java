package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.RecordFile;
import dev.tzaar.engine.record.Start;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.Buttons;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameIds;
import dev.tzaar.lambda.shared.Names;
import dev.tzaar.lambda.shared.RecordFiles;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.Optional;

/**
 * {@code /tzaar import file:}: a finished game brought from elsewhere, from its record file (this bot's own
 * record, the Record button's {@code .tzaar}, or LittleGolem's {@code .sgf}; docs/importing.md). The file is
 * fetched from Discord's CDN ({@link RecordFiles}), or its text comes in the request from the console; it is
 * replayed with the rules, and an illegal record is refused with the turn and the reason. The game is kept
 * as a finished game of the user who imported it, on both seats (so that their history and {@code /tzaar
 * replay} find it), with the record's players' names; its record's {@link Game#IMPORTED_TAG} says where it
 * came from, so it is never rated and says so wherever it is shown. The channel sees its final board with
 * the Analyze and Replay buttons.
 */
public final class ImportCommand implements CommandHandler {
    /** The seats of an imported game's players, who are names in a record, not Discord users. */
    static final String IMPORTED_WHITE = "imported-white";
    static final String IMPORTED_BLACK = "imported-black";

    private final CommandServices services;
    private final RecordFiles files;

    public ImportCommand(CommandServices services, RecordFiles files) {
        this.services = services;
        this.files = files;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording user = Wording.forUser(request);
        Optional<String> given = request.option(Option.RECORD);
        String text;
        if (given.isPresent()) {
            text = given.get();
        } else if (request.option(Option.FILE).isPresent()) {
            RecordFiles.Fetched fetched = files.fetch(request.option(Option.FILE).get());
            if (fetched instanceof RecordFiles.Refused refused) {
                return Decision.refuse(switch (refused.problem()) {
                    case NOT_DISCORDS -> user.say("import.notDiscords");
                    case TOO_LARGE -> user.say("import.tooLarge", RequestLimits.RECORD_FILE / 1024);
                    case UNREACHABLE -> user.say("import.unreachable");
                });
            }
            text = ((RecordFiles.Text) fetched).text();
        } else {
            return Decision.refuse(user.say("import.noFile"));
        }
        RecordFile.Outcome outcome = RecordFile.read(text);
        if (outcome instanceof RecordFile.Unreadable unreadable) {
            return Decision.refuse(user.say(unreadable.fromBoardspace() ? "import.boardspace" : "import.notARecord"));
        }
        if (outcome instanceof RecordFile.Illegal illegal) {
            return Decision.refuse(user.say("import.illegal", illegal.format().label(), illegal.reason()));
        }
        RecordFile.Read read = (RecordFile.Read) outcome;
        GameRecord played = read.record();
        if (!played.isOver()) {
            return Decision.refuse(user.say("import.notOver", played.nextTurnNumber(),
                    played.finalPosition().sideToMove() == Side.WHITE ? user.say("side.white") : user.say("side.black")));
        }
        String id = GameIds.next(services.random());
        GameRecord record = played.withTag("Game", id).withTag(Game.IMPORTED_TAG, read.format().label());
        Player importer = Names.clean(request.user());
        Player white = side(record, Side.WHITE, IMPORTED_WHITE);
        Player black = side(record, Side.BLACK, IMPORTED_BLACK);
        Game game = new Game(id, request.guildId(), request.channelId(), GameStatus.FINISHED, importer, importer,
                setupOf(record), ColourChoice.RANDOM, white, black, record, now, now,
                now.plus(services.limits().finishedGameKept()), 1);
        Wording channel = Wording.forChannel(request);
        String announcement = channel.say("import.done", Wording.name(importer), read.format().label(), id,
                channel.players(game), record.turnCount(), channel.result(game, record.result().orElseThrow()));
        GameReply reply = GameReply.publicly(announcement).withButtons(Buttons.forGame(game, channel));
        return new Decision.Change(game, reply, true);
    }

    /** A side's player: the record's name for it, or the side's own name when the record has none. */
    private static Player side(GameRecord record, Side side, String seat) {
        return new Player(seat, Names.clean(record.player(side).orElse(side.displayName()), seat), false);
    }

    /** The setup the record names; a game from a position as it stands (LittleGolem's POS) counts as random. */
    private static Setup.Kind setupOf(GameRecord record) {
        return record.start() instanceof Start.FromSetup fromSetup ? fromSetup.setup().kind() : Setup.Kind.RANDOM;
    }
}
