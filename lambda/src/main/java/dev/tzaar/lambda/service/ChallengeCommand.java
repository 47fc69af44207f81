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

/**
 * {@code /tzaar challenge [opponent:@bob] [setup:] [colour:]}: invite someone to a game here, or,
 * without an opponent, anyone in the channel (the first to accept plays).
 */
final class ChallengeCommand implements CommandHandler {
    private final Tools tools;

    ChallengeCommand(Tools tools) {
        this.tools = tools;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Optional<String> refusedHere = Places.challengeRefused(request);
        if (refusedHere.isPresent()) {
            return Decision.refuse(refusedHere.get());
        }
        Optional<String> opponentId = request.option(Option.OPPONENT);
        Player opponent = null;
        if (opponentId.isPresent()) {
            opponent = request.mentioned().get(opponentId.get());
            if (opponent == null) {
                return Decision.refuse("I can't tell who that is: pick your opponent from the list Discord offers.");
            }
        }
        Player challenger = request.user();
        if (opponent != null && opponent.id().equals(challenger.id())) {
            return Decision.refuse("You can't challenge yourself: pick a friend.");
        }
        if (opponent != null && opponent.bot()) {
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
        if (opponent == null) {
            return openChallenge(request, Names.clean(challenger), setup.get(), colour.get(), now);
        }
        return challenge(tools, request.guildId(), request.channelId(), challenger, opponent, setup.get(),
                colour.get(), now);
    }

    /** A challenge to anyone in the channel, unless the challenger has one waiting here already. */
    private Decision openChallenge(GameRequest request, Player challenger, Setup.Kind setup, ColourChoice colour,
            Instant now) {
        Optional<Game> waiting = tools.store().pendingChallenge(request.channelId(), challenger.id(), null, now);
        if (waiting.isPresent()) {
            return Decision.refuse("You already have an open challenge here: " + Wording.game(waiting.get())
                    + " waits for someone to accept it, and expires " + Wording.relative(waiting.get().expiresAt())
                    + ". Withdraw it with `/tzaar cancel` to make another.");
        }
        Instant expires = now.plus(tools.settings().challengeLifetime());
        Game game = Game.openChallenge(GameIds.next(tools.random()), request.guildId(), request.channelId(),
                challenger, setup, colour, now, expires);
        String text = Wording.name(challenger) + " challenges **anyone here** to TZAAR: " + Wording.setup(game)
                + ", " + colours(game) + ". The first to press Accept plays. The open challenge ("
                + Wording.game(game) + ") expires " + Wording.relative(expires) + ".";
        GameReply reply = new GameReply(text, false, null, null, null, Buttons.forOpenChallenge(game),
                Summaries.of(game), null, null);
        return new Decision.Change(game, reply, false);
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
                                && g.challenger().id().equals(challenger.id()) && g.isOpponent(opponent.id()))
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

    private static Optional<Setup.Kind> setup(String text) {
        try {
            return Optional.of(Setup.Kind.valueOf(text.strip().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
