package dev.tzaar.lambda.commands;

import dev.tzaar.api.Capability;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.api.ThreadKind;
import dev.tzaar.lambda.game.ServerSettings;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.Optional;

/**
 * {@code /tzaar settings [threads:off|public|private]}: this server's settings, shown privately; with
 * {@code threads:}, the default for challenges that do not say where they are played, changed by
 * someone with Manage Server (the frontend says so: {@link Capability#MANAGE_SERVER}).
 *
 * <p>The one command that writes something other than a game, so it writes itself, on the settings'
 * own version ({@link dev.tzaar.lambda.game.ServerSettingsStore#write}); its answer is not kept, since
 * the same change asked again finds nothing left to change. Refused, changing nothing, outside a
 * server, without Manage Server, and for threads of a kind the bot cannot start (a user's install, no
 * bot token, the permission missing: {@link Capability#toStart}), since every challenge would then be
 * played in its channel all the same.
 */
public final class SettingsCommand implements CommandHandler {
    private final CommandServices services;

    public SettingsCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording user = Wording.forUser(request);
        if (request.guildId() == null || request.place().orElse(null) != InteractionContext.GUILD) {
            return Decision.refuse(user.say("settings.notInServer"));
        }
        ServerSettings current = services.store().serverSettings(request.guildId());
        Optional<String> asked = request.option(Option.THREADS);
        if (asked.isEmpty()) {
            // Where no thread can be started, every challenge is played in its channel, whatever is stored,
            // and pointing at thread: or threads: would only invite a refusal.
            boolean threadsPossible = request.can(Capability.START_THREADS)
                    || request.can(Capability.START_PRIVATE_THREADS);
            return Decision.privately(threadsPossible ? user.say("settings.shown", threads(user, current.threads()))
                    : user.say("settings.shownWithoutThreads"));
        }
        Optional<ThreadKind> kind = ThreadKind.parse(asked.get());
        if (kind.isEmpty()) {
            return Decision.refuse(user.say("settings.badThreads", Wording.echo(asked.get())));
        }
        if (!request.can(Capability.MANAGE_SERVER)) {
            return Decision.refuse(user.say("settings.needsManageServer", threads(user, current.threads())));
        }
        if (kind.get() != ThreadKind.OFF && !request.can(Capability.toStart(kind.get()))) {
            return Decision.refuse(user.say(kind.get() == ThreadKind.PRIVATE ? "settings.privateThreadsImpossible"
                    : "settings.threadsImpossible", threads(user, current.threads())));
        }
        if (current.threads() == kind.get()) {
            return Decision.privately(user.say("settings.unchanged", threads(user, current.threads())));
        }
        if (!services.store().write(current.withThreads(kind.get()))) {
            return Decision.refuse(user.say("settings.busy"));
        }
        return Decision.privately(user.say("settings.changed", threads(user, kind.get())));
    }

    private static String threads(Wording wording, ThreadKind kind) {
        return wording.say("settings.threads." + kind.wireName());
    }
}
