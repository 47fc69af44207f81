package dev.tzaar.infra.activity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeThread;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/** Games made as the bot would have made them, straight through the game function. */
final class TableGames {
    private final AtomicLong interactions;
    private final FunctionClient function;
    private final String guild;

    /** @param firstInteraction where this suite's interaction ids start (each suite its own range) */
    TableGames(FunctionClient function, String guild, long firstInteraction) {
        this.function = function;
        this.guild = guild;
        this.interactions = new AtomicLong(firstInteraction);
    }

    static Player player(DiscordUser user) {
        return new Player(user.id(), user.username(), false);
    }

    private String interaction() {
        return Long.toString(interactions.incrementAndGet());
    }

    /** A challenge in {@code channel} (White to its maker, fixed setup), accepted. */
    String between(DiscordUser white, DiscordUser black, String channel) {
        return between(player(white), player(black), channel);
    }

    String between(Player white, Player black, String channel) {
        GameReply challenge = function.call(GameRequest.of(interaction(), guild, channel, white,
                Command.CHALLENGE, Map.of(Option.OPPONENT, black.id(), Option.SETUP, "fixed", Option.COLOUR, "white"))
                .withMentioned(Map.of(black.id(), black)));
        assertNotNull(challenge.game(), challenge.text());
        String id = challenge.game().id();
        function.call(GameRequest.of(interaction(), guild, channel, black, Command.ACCEPT, Map.of(Option.GAME, id)));
        return id;
    }

    /** A challenge asking for a private thread, accepted, and the bot's word that the game is in {@code thread}. */
    String inPrivateThread(DiscordUser white, DiscordUser black, FakeThread thread) {
        GameReply challenge = function.call(GameRequest.of(interaction(), guild, thread.parentId(), player(white),
                Command.CHALLENGE, Map.of(Option.OPPONENT, black.id(), Option.SETUP, "fixed", Option.COLOUR, "white",
                        Option.THREAD, "private"))
                .withMentioned(Map.of(black.id(), player(black))).in(InteractionContext.GUILD)
                .withCapabilities(Set.of(Capability.START_THREADS, Capability.START_PRIVATE_THREADS)));
        String id = challenge.game().id();
        function.call(GameRequest.of(interaction(), guild, thread.parentId(), player(black), Command.ACCEPT,
                Map.of(Option.GAME, id)).in(InteractionContext.GUILD));
        GameReply recorded = function.call(GameRequest.of(interaction(), guild, thread.parentId(), player(black),
                Command.THREAD, Map.of(Option.GAME, id, Option.THREAD, thread.id())).in(InteractionContext.GUILD));
        assertEquals(thread.id(), recorded.game().channelId(), recorded.text());
        return id;
    }

    /** The game's version now, as a player reads it. */
    long version(String game, DiscordUser player) {
        return function.call(GameRequest.of(interaction(), null, "00000000000000000", player(player), Command.VIEW,
                Map.of(Option.GAME, game))).view().version();
    }
}
