package dev.tzaar.bot.threads;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.Posting;
import dev.tzaar.api.ThreadWork;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.WebhookMessage;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A tournament round's games moved into threads of their own, as both Discord frontends do it after a reply is
 * shown (the relay, the clock's notices, the live board's echo): what the reply asks ({@link
 * GameReply#gameThreads()}, {@link GameReply#postings()}) done with the bot's token.
 *
 * <ul>
 *   <li><b>Postings.</b> The round's news, when its last game ended in a thread, posted in the tournament's
 *       channel with their ping; their games' threads start there.</li>
 *   <li><b>A game's thread.</b> Started on its own (a round's one message cannot start them all; a private one
 *       never starts from a message), its players added, the function told ({@link Command#THREAD}, with the
 *       thread's id as the interaction's, so that telling it twice records it once, and as the game's White, who
 *       plays in it), and the function's first message posted in it: the board, its players pinged.</li>
 * </ul>
 *
 * <p>A game whose thread cannot be used is played in the channel, as it was created, and the channel says so in a
 * message that pings its players and the organiser: Discord refused the thread (a permission lost: 403), a
 * private thread would not take a player, the function could not be told (the empty thread then says where the
 * game is), or nothing could be posted in the thread.
 */
public final class RoundThreads {
    private static final Logger LOG = LoggerFactory.getLogger(RoundThreads.class);

    private final FunctionClient function;
    private final BotRestClient rest;
    private final ReplyMessages messages;

    public RoundThreads(FunctionClient function, BotRestClient rest, ReplyMessages messages) {
        this.function = function;
        this.rest = rest;
        this.messages = messages;
    }

    /**
     * Does what the reply, shown in {@code shownIn}, asks beyond itself: its games' threads started there, then its
     * postings, each followed by its own games' threads. Best effort: each failure is said where it matters, or
     * logged, and the rest goes on.
     */
    public void follow(GameReply reply, String shownIn, String guildId) {
        if (reply.gameThreads().isEmpty() && reply.postings().isEmpty()) {
            return;
        }
        if (!rest.canPost()) {
            LOG.info("No bot token: {} games' threads and {} messages for other channels are left undone",
                    reply.gameThreads().size(), reply.postings().size());
            return;
        }
        startAll(reply.gameThreads(), shownIn, guildId);
        for (Posting posting : reply.postings()) {
            try {
                post(posting.channelId(), posting.reply());
            } catch (RuntimeException e) {
                LOG.warn("A message for channel {} could not be posted: {}", posting.channelId(), e.getMessage());
            }
            startAll(posting.reply().gameThreads(), posting.channelId(), guildId);
        }
    }

    private void startAll(List<ThreadWork> works, String channelId, String guildId) {
        for (ThreadWork work : works) {
            try {
                start(work, channelId, guildId);
            } catch (RuntimeException e) {
                LOG.warn("Game {}: its thread could not be started in channel {}", work.gameId(), channelId, e);
            }
        }
    }

    private void start(ThreadWork work, String channelId, String guildId) {
        String threadId;
        try {
            threadId = work.privateThread() ? rest.startPrivateThread(channelId, work.startName())
                    : rest.startPublicThread(channelId, work.startName());
        } catch (RuntimeException e) {
            LOG.warn("Game {}: Discord refused its thread in channel {}: {}", work.gameId(), channelId, e.getMessage());
            inChannel(work, channelId, "bot.tournamentThreadFailed");
            return;
        }
        List<String> missing = GameThreads.refusedMembers(rest, work, threadId);
        if (work.privateThread() && !missing.isEmpty()) {
            // Only its members see a private thread: it is not the game's (those added were taken off again).
            inChannel(work, channelId, "bot.tournamentThreadFailed");
            tellOfMissing(work, channelId, missing);
            return;
        }
        // A player Discord will not add has most likely left the server: the organiser decides (a withdrawal).
        tellOfMissing(work, channelId, missing);
        Optional<GameReply> recorded = record(work, threadId, channelId, guildId);
        if (recorded.isEmpty() || recorded.get().ephemeral()) {
            LOG.warn("Game {}: thread {} started but not recorded: {}", work.gameId(), threadId,
                    recorded.map(GameReply::text).orElse("the function did not answer"));
            tryPost(threadId, GameReply.publicly(text(work).text("bot.threadLeftEmpty", work.gameId(), channelId)));
            inChannel(work, channelId, "bot.threadNotUsed");
            return;
        }
        try {
            post(threadId, recorded.get());
        } catch (RuntimeException e) {
            LOG.warn("Game {}: its board could not be posted in thread {}: {}", work.gameId(), threadId,
                    e.getMessage());
            tryPost(channelId, recorded.get().withText(recorded.get().text() + "\n"
                    + text(work).text("bot.threadPostFailed", work.gameId(), threadId), recorded.get().pingText()));
        }
    }

    private Optional<GameReply> record(ThreadWork work, String threadId, String channelId, String guildId) {
        // As White, who plays in it: the function records a thread only for one of its players.
        Player white = new Player(work.join().get(0), "?", false);
        return GameThreads.recorded(function, GameRequest.of(threadId, guildId, channelId, white, Command.THREAD,
                Map.of(Option.GAME, work.gameId(), Option.THREAD, threadId))
                .withLocales(work.language(), work.language()), work, threadId);
    }

    /** The game is played in the channel: said there, pinging its players and whoever is to be told. */
    private void inChannel(ThreadWork work, String channelId, String why) {
        Set<String> pinged = new LinkedHashSet<>(work.join());
        if (work.tell() != null) {
            pinged.add(work.tell());
        }
        Texts words = text(work);
        tryPost(channelId, GameReply.publicly(words.text(why, work.gameId()))
                .withPing(List.copyOf(pinged), words.text("bot.tournamentThreadPing", work.gameId())));
    }

    /** The organiser told, in the channel, of each player Discord would not add to the game's thread. */
    private void tellOfMissing(ThreadWork work, String channelId, List<String> missing) {
        if (missing.isEmpty() || work.tell() == null) {
            return;
        }
        Texts words = text(work);
        String players = String.join(", ", missing.stream().map(id -> "<@" + id + ">").toList());
        tryPost(channelId, GameReply.publicly(words.text("bot.tournamentPlayerMissing", work.gameId(), players))
                .withPing(List.of(work.tell()), words.text("bot.tournamentPlayerMissingPing", work.gameId())));
    }

    /** A public reply posted with the bot's token, then its ping, as the relay shows one. */
    private void post(String channelId, GameReply reply) {
        rest.postMessage(channelId, WebhookMessage.create(messages.message(reply), false));
        GameThreads.pingOrReport(function, rest, messages, channelId, reply);
    }

    private void tryPost(String channelId, GameReply reply) {
        try {
            post(channelId, reply);
        } catch (RuntimeException e) {
            LOG.warn("Nothing could be posted in channel {}: {}", channelId, e.getMessage());
        }
    }

    /** The words of the channel's notes: the tournament channel's language. */
    private static Texts text(ThreadWork work) {
        return Texts.forDiscord(work.language());
    }
}
