package dev.tzaar.bench;

import dev.tzaar.api.ButtonId;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Two new players playing one game through the fake Discord as people do: a challenge from a random
 * setup, accepted with its button, then each action a stack and a target picked at random from
 * autocomplete and sent with {@code /tzaar move}; a second action that is due is passed with the
 * button now and then. Each move is therefore a real round trip through the bot, the function's
 * store, rules and renderer. Every interaction is timed into the figures, and the next one is sent
 * only once the last one's messages (picture, ping) have arrived, as a player waits to see them.
 */
final class DiscordGame {
    /** Long enough for any real game (they last ~50 actions); a game this long has gone wrong. */
    private static final int MOST_ACTIONS = 400;

    private final FakeDiscord discord;
    private final Random random;
    private final DiscordFigures figures;
    private final String gameId;
    private DiscordUser toAct;
    private DiscordUser waiting;
    private boolean over;
    private int actions;

    private DiscordGame(FakeDiscord discord, Random random, DiscordFigures figures, String gameId,
            DiscordUser white, DiscordUser black) {
        this.discord = discord;
        this.random = random;
        this.figures = figures;
        this.gameId = gameId;
        this.toAct = white;
        this.waiting = black;
    }

    /** Challenges and accepts: the game is on, and White is to act. */
    static DiscordGame start(FakeDiscord discord, Random random, DiscordFigures figures, int number) {
        DiscordUser white = discord.newUser("white" + number);
        DiscordUser black = discord.newUser("black" + number);
        Interaction challenge = discord.slashCommand(white, "tzaar", "challenge",
                Map.of("opponent", black, "setup", "random", "colour", "white"));
        figures.acknowledgements().add(challenge.awaitAcknowledgement().latency());
        DiscordMessage challenged = challenge.awaitAnswer();
        String accept = challenged.buttons().stream().map(DiscordMessage.Button::customId)
                .filter(id -> id.startsWith("tzaar:accept:")).findFirst()
                .orElseThrow(() -> new IllegalStateException("no Accept button on " + challenged));
        Interaction accepted = discord.pressButton(black, accept, challenged);
        figures.acknowledgements().add(accepted.awaitAcknowledgement().latency());
        accepted.awaitFollowUps(2); // the first board, then White's ping
        return new DiscordGame(discord, random, figures, accept.substring("tzaar:accept:".length()), white, black);
    }

    boolean over() {
        return over;
    }

    DiscordUser toAct() {
        return toAct;
    }

    /** One action with {@code /tzaar move}, and a pass after it when one is due and the dice say so. */
    void playAction() {
        String from = pick(autocomplete(Map.of("from", ""), "from"));
        String to = pick(autocomplete(Map.of("from", from, "to", ""), "to"));
        Interaction move = discord.slashCommand(toAct, "tzaar", "move", Map.of("from", from, "to", to));
        figures.acknowledgements().add(move.awaitAcknowledgement().latency());
        DiscordMessage reply = move.awaitAnswer();
        if (reply.ephemeral() || reply.attachment("board.png").isEmpty()) {
            throw new IllegalStateException("the legal move " + from + " " + to + " was not shown: " + reply);
        }
        figures.pictures().add(reply.latency());
        if (++actions > MOST_ACTIONS) {
            throw new IllegalStateException("game " + gameId + " did not end in " + MOST_ACTIONS + " actions");
        }
        if (reply.content().contains(" wins: ")) {
            over = true;
        } else if (reply.button(id -> ButtonId.isBoardsPass(id, gameId)).isEmpty()) {
            move.awaitFollowUp(); // the next player's ping
            turnOver();
        } else if (random.nextInt(3) == 0) {
            pass(reply);
        }
    }

    private void pass(DiscordMessage reply) {
        String boardsPass = reply.button(id -> ButtonId.isBoardsPass(id, gameId)).orElseThrow().customId();
        Interaction pass = discord.pressButton(toAct, boardsPass, reply);
        figures.acknowledgements().add(pass.awaitAcknowledgement().latency());
        DiscordMessage passed = pass.awaitFollowUp();
        if (passed.content().contains(" wins: ")) {
            over = true;
        } else {
            pass.awaitFollowUps(2); // the next player's ping
            turnOver();
        }
    }

    private List<Callback.Choice> autocomplete(Map<String, String> typed, String focused) {
        Callback answer = discord.autocomplete(toAct, "tzaar", "move", typed, focused).awaitAcknowledgement();
        figures.autocompletes().add(answer.latency());
        return answer.choices();
    }

    private String pick(List<Callback.Choice> choices) {
        if (choices.isEmpty()) {
            throw new IllegalStateException("autocomplete offered " + toAct.username() + " nothing in game " + gameId);
        }
        return choices.get(random.nextInt(choices.size())).value();
    }

    private void turnOver() {
        DiscordUser next = waiting;
        waiting = toAct;
        toAct = next;
    }
}
