package dev.tzaar.bot.commands;

import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.ThreadKind;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.utils.MarkdownSanitizer;

/**
 * {@code /tzaar challenge [opponent:@friend] [setup:] [colour:] [days:] [thread:]}: invites someone to a
 * game in this channel, publicly, with Accept and Decline buttons; without an opponent, anyone here may
 * accept; with {@code thread:public} or {@code private} the game is played in a thread of its own
 * (refused here where the app is installed by a user only and has no bot in the server, and in a
 * thread; elsewhere outside servers, by the function), with {@code thread:off} in this channel, and
 * without it as the server's settings say (the request says which threads the bot can start here:
 * {@link BotThreadPermissions#here}). The opponent travels as their id, with the name the channel shows for them in {@link
 * GameRequest#mentioned()}. Whether a game can be played here at all (not in the app's own DM) is
 * the function's to say, with the request's context.
 */
public final class ChallengeSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Challenge someone here to a game of TZAAR").addOptions(
                new OptionData(OptionType.USER, Option.OPPONENT, "Who you want to play (anyone here if not given)"),
                Options.setup(),
                Options.colour(),
                new OptionData(OptionType.INTEGER, Option.DAYS,
                        "A correspondence clock: days per move, with 2 days in reserve (no clock if not given)")
                        .setRequiredRange(1, 14),
                new OptionData(OptionType.STRING, Option.THREAD,
                        "A thread of its own, public or private, or this channel (the server's default if not given)")
                        .addChoice("Public thread: anyone can read it", ThreadKind.PUBLIC.wireName())
                        .addChoice("Private thread: the players, and who follows", ThreadKind.PRIVATE.wireName())
                        .addChoice("This channel", ThreadKind.OFF.wireName()));
    }

    @Override
    public Command command() {
        return Command.CHALLENGE;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PUBLIC_REPLY;
    }

    @Override
    public Optional<String> refusal(CommandInput input) {
        Optional<Player> opponent = input.player(Option.OPPONENT);
        // A client whose cached command still has the boolean thread: sends true or false.
        boolean asksForAThread = input.text(Option.THREAD).map(ThreadKind::asksForAThread).orElse(false);
        if (asksForAThread && input.guildId() != null && !input.appInstalledInServer()) {
            // A user's install in someone else's server: no bot there to start the thread.
            return Optional.of(Texts.forDiscord(input.locale()).text("thread.notHere"));
        }
        if (asksForAThread && input.inAThread()) {
            // Discord starts no thread inside a thread (or a forum's post).
            return Optional.of(Texts.forDiscord(input.locale()).text("thread.inThread"));
        }
        Optional<ThreadKind> asked = input.text(Option.THREAD).flatMap(ThreadKind::parse)
                .filter(kind -> kind != ThreadKind.OFF);
        if (asked.isPresent() && input.appPermissions() != null
                && !BotThreadPermissions.here(input).contains(Capability.toStart(asked.get()))) {
            // Said now, by the permissions Discord sent with the command, rather than at the Accept, when
            // Discord would refuse the thread and the game would fall back to the channel. Where they are
            // unknown (the console has its own refusal), the Accept's fallback stands.
            return Optional.of(Texts.forDiscord(input.locale()).text(asked.get() == ThreadKind.PRIVATE
                    ? "thread.privateCannotStartHere" : "thread.cannotStartHere"));
        }
        if (opponent.isEmpty()) {
            return Optional.empty();
        }
        if (opponent.get().id().equals(input.user().id())) {
            return Optional.of(Texts.forDiscord(input.locale()).text("challenge.yourself"));
        }
        if (opponent.get().bot() && !challengesThisBot(input)) {
            return Optional.of(Texts.forDiscord(input.locale()).text("challenge.bot",
                    "**" + MarkdownSanitizer.escape(opponent.get().name()) + "**"));
        }
        return Optional.empty();
    }

    @Override
    public GameRequest request(CommandInput input) {
        if (challengesThisBot(input)) {
            return AiSubcommand.againstTheBot(input, AiSubcommand.CHALLENGED_LEVEL);
        }
        GameRequest plain = input.request(command(), Option.SETUP, Option.COLOUR, Option.DAYS, Option.THREAD);
        // The threads the bot can start for this game, should the server's default ask for one (the relay
        // takes them away when it has no token).
        for (Capability capability : BotThreadPermissions.here(input)) {
            plain = plain.with(capability);
        }
        Optional<Player> opponent = input.player(Option.OPPONENT);
        if (opponent.isEmpty()) {
            return plain;
        }
        Map<String, String> options = new HashMap<>(plain.options());
        options.put(Option.OPPONENT, opponent.get().id());
        return GameRequest.of(plain.interactionId(), plain.guildId(), plain.channelId(), plain.user(), command(),
                options).withMentioned(Map.of(opponent.get().id(), opponent.get())).in(plain.context())
                .withCapabilities(plain.capabilities());
    }

    /** Challenging the bot's own user is playing it, at once, at medium: the bot needs no asking. */
    private static boolean challengesThisBot(CommandInput input) {
        return input.player(Option.OPPONENT).map(p -> p.id().equals(input.botUserId())).orElse(false);
    }
}
