package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameToPlay;
import java.time.Instant;

/** {@code /tzaar help} and {@code /tzaar rules}: how to play, shown only to the one who asked. */
final class HelpCommand implements CommandHandler {
    static final String HELP = """
            **TZAAR on Discord**
            `/tzaar challenge opponent:@friend` invite someone (`setup:` random, fixed or tournament; \
            `colour:` random, white or black); they `/tzaar accept` or `/tzaar decline`, you can `/tzaar cancel`.             Without `opponent:` the challenge is open: the first to accept plays.
            `/tzaar move from:F4 to:E4` play one action, or `turn:F4xE4 C3-D4` a whole turn; `/tzaar pass` \
            skips the second action; `/tzaar place type:Tzaar at:E4` in the tournament setup.
            `/tzaar board` see the board again · `/tzaar games` your games in this server (`finished:true`: the finished ones) · `/tzaar history` the record \
            as files · `/tzaar claim` win when your opponent has not acted for 3 days · `/tzaar resign`.
            """ + GameToPlay.RULE + "\n`/tzaar rules` explains the game.";

    static final String RULES = """
            **The rules of TZAAR**
            Each side has 30 pieces: 6 Tzaars, 9 Tzarras and 15 Totts. Pieces and stacks move in a straight \
            line over empty points to the first piece in the way (never past it, never across the centre).
            **A turn** is a capture, then a second action: another capture, a stack, or a pass. \
            (White's very first turn is a single capture.)
            **Capture**: land on an enemy stack no higher than yours; it leaves the game.
            **Stack**: land on your own stack; the heights add up and your moving piece is on top. \
            Only the top piece's type counts.
            **You lose** when you have no Tzaars, no Tzarras or no Totts left on top of a stack, \
            or when you cannot capture at the start of your turn.""";

    private final String text;

    HelpCommand(String text) {
        this.text = text;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        return Decision.privately(text);
    }
}
