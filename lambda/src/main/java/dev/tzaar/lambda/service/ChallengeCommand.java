package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Setup;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** {@code /tzaar challenge opponent:@bob [setup:] [colour:]}: invite someone to a game here. */
final class ChallengeCommand implements CommandHandler {
    private final Tools tools;

    ChallengeCommand(Tools tools) {
        this.tools = tools;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        if (request.guildId() == null) {
            return Decision.refuse("Games are played in a server channel, where both players can see the board.");
        }
        Optional<String> opponentId = request.option(Option.OPPONENT);
        if (opponentId.isEmpty()) {
            return Decision.refuse("Name your opponent: `/tzaar challenge opponent:@friend`.");
        }
        Player opponent = request.mentioned().get(opponentId.get());
        if (opponent == null) {
            return Decision.refuse("I can't tell who that is: pick your opponent from the list Discord offers.");
        }
        Player challenger = request.user();
        if (opponent.id().equals(challenger.id())) {
            return Decision.refuse("You can't challenge yourself: pick a friend.");
        }
        if (opponent.bot()) {
            return Decision.refuse(Wording.name(opponent) + " is a bot, and bots don't play TZAAR: challenge a person.");
        }
        Optional<Setup.Kind> setup = setup(request.option(Option.SETUP).orElse("random"));
        if (setup.isEmpty()) {
            return Decision.refuse("The setup is `random`, `fixed` or `tournament`.");
        }
        Optional<ColourChoice> colour = ColourChoice.parse(request.option(Option.COLOUR).orElse("random"));
        if (colour.isEmpty()) {
            return Decision.refuse("The colour is `random`, `white` or `black`.");
        }
        return challenge(tools, request.guildId(), request.channelId(), challenger, opponent, setup.get(),
                colour.get(), now);
    }

    /** A new challenge, unless the same one is already waiting here. Rematches come this way too. */
    static Decision challenge(Tools tools, String guildId, String channelId, Player challenger, Player opponent,
            Setup.Kind setup, ColourChoice colour, Instant now) {
        return challengeCleaned(tools, guildId, channelId, Names.clean(challenger), Names.clean(opponent), setup,
                colour, now);
    }

    private static Decision challengeCleaned(Tools tools, String guildId, String channelId, Player challenger,
            Player opponent, Setup.Kind setup, ColourChoice colour, Instant now) {
        // Read strongly consistent by its place; the channel's listing (an eventually consistent
        // index) still finds a challenge made before challenges had places.
        Optional<Game> waiting = tools.store().pendingChallenge(channelId, challenger.id(), opponent.id(), now)
                .or(() -> tools.store().openGamesIn(channelId, now).stream()
                        .filter(g -> g.status() == GameStatus.CHALLENGED
                                && g.challenger().id().equals(challenger.id()) && g.opponent().id().equals(opponent.id()))
                        .findFirst());
        if (waiting.isPresent()) {
            return Decision.refuse("You have already challenged " + Wording.name(opponent) + " here: "
                    + Wording.game(waiting.get()) + " waits for an answer, and expires "
                    + Wording.relative(waiting.get().expiresAt()) + ".");
        }
        Instant expires = now.plus(tools.settings().challengeLifetime());
        Game game = Game.challenge(GameIds.next(tools.random()), guildId, channelId, challenger, opponent, setup,
                colour, now, expires);
        String text = Wording.name(challenger) + " challenges " + Wording.name(opponent) + " to TZAAR: "
                + Wording.setup(game) + ", " + colours(game) + ". The challenge (" + Wording.game(game)
                + ") expires " + Wording.relative(expires) + ".";
        GameReply reply = new GameReply(text, false, null, List.of(opponent.id()),
                Wording.name(challenger) + " challenges you to TZAAR: accept or decline above.",
                Buttons.forChallenge(game), Summaries.of(game), null, null);
        return new Decision.Change(game, reply, false);
    }

    private static String colours(Game game) {
        return switch (game.colour()) {
            case RANDOM -> "colours by lot";
            case WHITE -> Wording.name(game.challenger()) + " plays White";
            case BLACK -> Wording.name(game.challenger()) + " plays Black";
        };
    }

    static Optional<Setup.Kind> setup(String text) {
        try {
            return Optional.of(Setup.Kind.valueOf(text.strip().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
