package dev.tzaar.lambda.shared;

import dev.tzaar.api.Player;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import java.time.Instant;
import java.time.ZoneOffset;

/** The record of a game beginning now, whoever begins it: a challenge accepted, a game against the bot, a tournament's board. */
public final class NewRecords {
    private NewRecords() {
    }

    /** Its setup (a random one drawn here), players, id and date. */
    public static GameRecord of(CommandServices services, Setup.Kind kind, Player white, Player black, String gameId,
            Instant now) {
        Setup setup = switch (kind) {
            case FIXED -> Setup.fixed();
            case TOURNAMENT -> Setup.tournament();
            case RANDOM -> Setup.random(services.random().nextLong());
        };
        return GameRecord.of(setup)
                .withPlayer(Side.WHITE, white.name())
                .withPlayer(Side.BLACK, black.name())
                .withTag("Game", gameId)
                .withTag("Date", now.atOffset(ZoneOffset.UTC).toLocalDate().toString());
    }
}
