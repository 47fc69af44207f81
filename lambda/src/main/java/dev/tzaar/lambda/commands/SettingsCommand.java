package dev.tzaar.lambda.commands;

import dev.tzaar.api.Capability;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.api.ThreadKind;
import dev.tzaar.lambda.game.ServerSettings;
import dev.tzaar.lambda.puzzles.DailySchedule;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Optional;

/**
 * {@code /tzaar settings [threads:off|public|private] [daily:here|off]}: this server's settings, shown
 * privately; with {@code threads:}, the default for challenges that do not say where they are played, and
 * with {@code daily:}, the channel the daily puzzle is posted in (this one) or none, changed by someone with
 * Manage Server (the frontend says so: {@link Capability#MANAGE_SERVER}). The daily puzzle's channel is
 * written with its schedule ({@link DailySchedule}), in one transaction.
 *
 * <p>The one command that writes something other than a game, so it writes itself, on the settings'
 * own version ({@link dev.tzaar.lambda.game.ServerSettingsStore#write}); its answer is not kept, since
 * the same change asked again finds nothing left to change. Refused, changing nothing, outside a
 * server, without Manage Server, and for threads of a kind the bot cannot start (a user's install, no
 * bot token, the permission missing: {@link Capability#toStart}), since every challenge would then be
 * played in its channel all the same.
 */
public final class SettingsCommand implements CommandHandler {
    /** {@code daily:}'s values: the daily puzzle in this channel, or none. */
    public static final String HERE = "here";
    public static final String OFF = "off";

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
        Optional<String> daily = request.option(Option.DAILY);
        if (daily.isPresent() && request.option(Option.THREADS).isPresent()) {
            return Decision.refuse(user.say("settings.oneAtATime"));
        }
        if (daily.isPresent()) {
            return daily(request, current, daily.get(), user, now);
        }
        Optional<String> asked = request.option(Option.THREADS);
        if (asked.isEmpty()) {
            // Where no thread can be started, every challenge is played in its channel, whatever is stored,
            // and pointing at thread: or threads: would only invite a refusal.
            boolean threadsPossible = request.can(Capability.START_THREADS)
                    || request.can(Capability.START_PRIVATE_THREADS);
            return Decision.privately((threadsPossible ? user.say("settings.shown", threads(user, current.threads()))
                    : user.say("settings.shownWithoutThreads")) + "\n" + dailyShown(user, current));
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

    /**
     * {@code daily:here} names the channel of the request for the daily puzzle; {@code daily:off} stops it.
     * The schedule keeps its last day, so naming a channel again the same day posts nothing twice.
     */
    /** The language of a post whose request named none, as Discord names English. */
    private static final String ENGLISH = "en-US";

    private Decision daily(GameRequest request, ServerSettings current, String asked, Wording user, Instant now) {
        boolean on = asked.equals(HERE);
        if (!on && !asked.equals(OFF)) {
            return Decision.refuse(user.say("settings.badDaily", Wording.echo(asked)));
        }
        if (!request.can(Capability.MANAGE_SERVER)) {
            return Decision.refuse(user.say("settings.needsManageServer", dailyShown(user, current)));
        }
        Optional<String> channel = on ? Optional.of(request.channelId()) : Optional.empty();
        if (current.dailyChannel().equals(channel)) {
            return Decision.privately(user.say("settings.unchanged", dailyShown(user, current)));
        }
        DailySchedule schedule = services.store().dailySchedule(request.guildId());
        // A request may name no language (a console's in English gives none): the post is then in English.
        String language = Optional.ofNullable(Wording.channelLanguage(request)).orElse(ENGLISH);
        DailySchedule next = on ? schedule.postedIn(request.channelId(), language, now)
                : schedule.off();
        ServerSettings changed = current.withDailyIn(channel);
        if (!services.store().write(changed, next)) {
            return Decision.refuse(user.say("settings.busy"));
        }
        return Decision.privately(user.say("settings.changed", dailyShown(user, changed)));
    }

    /**
     * The daily puzzle's setting in words; when it is off because Discord refused a post, that is said, with the
     * channel and the day, since nobody else tells the admins (the channel that refused cannot).
     */
    private String dailyShown(Wording wording, ServerSettings settings) {
        if (settings.dailyChannel().isPresent()) {
            return wording.say("settings.daily.on", settings.dailyChannel().get());
        }
        DailySchedule schedule = services.store().dailySchedule(settings.guildId());
        return schedule.refused().map(day -> wording.say("settings.daily.stopped", schedule.channelId(),
                        day.format(DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(wording.texts().locale()))))
                .orElseGet(() -> wording.say("settings.daily.off"));
    }

    private static String threads(Wording wording, ThreadKind kind) {
        return wording.say("settings.threads." + kind.wireName());
    }
}
