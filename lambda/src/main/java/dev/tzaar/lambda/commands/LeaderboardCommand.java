package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.Standing;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.RatingWording;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code /tzaar leaderboard [scope:global]}: the top of this server's ladder (or the global one),
 * shown to the channel, and where the asker stands when they are not in it.
 */
public final class LeaderboardCommand implements CommandHandler {
    public static final int TOP = 10;
    private final CommandServices services;

    public LeaderboardCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        String scope = request.option(Option.SCOPE).orElse("server").toLowerCase(Locale.ROOT);
        if (!scope.equals("server") && !scope.equals("global")) {
            return Decision.refuse(Wording.forUser(request).say("leaderboard.badScope", Wording.echo(scope)));
        }
        boolean global = scope.equals("global") || request.guildId() == null;
        Ladder ladder = global ? Ladder.GLOBAL : Ladder.ofServer(request.guildId());
        List<Standing> top = services.store().leaderboard(ladder, TOP);
        if (top.isEmpty()) {
            return Decision.privately(Wording.forUser(request).say(global ? "leaderboard.nobody.global"
                    : "leaderboard.nobody.server"));
        }
        Wording words = Wording.forChannel(request);
        StringBuilder text = new StringBuilder(words.say(request.guildId() == null && !scope.equals("global")
                ? "leaderboard.title.noServer" : global ? "leaderboard.title.global" : "leaderboard.title.server"))
                .append('\n');
        String me = request.user().id();
        for (int i = 0; i < top.size(); i++) {
            text.append(line(words, i + 1, top.get(i), me, now)).append('\n');
        }
        if (top.stream().noneMatch(s -> s.userId().equals(me))) {
            Optional<Standing> mine = services.store().standing(ladder, me);
            text.append(mine.map(s -> "…\n" + line(words, services.store().place(s), s, me, now))
                    .orElse(words.say("leaderboard.youUnrated"))).append('\n');
        }
        if (top.stream().anyMatch(s -> StatsCommand.aged(s, now).rating().isProvisional())) {
            text.append(words.say("rating.provisional.listed"));
        }
        return new Decision.Answer(GameReply.publicly(text.toString().strip()));
    }

    /** "`1.` **Ann** 1662? ± 290 · 3 won, 1 lost"; the asker's own line says so. */
    private static String line(Wording words, long place, Standing standing, String me, Instant now) {
        return words.say(standing.userId().equals(me) ? "leaderboard.line.you" : "leaderboard.line",
                String.valueOf(place), Wording.literal(standing.name()),
                RatingWording.rating(StatsCommand.aged(standing, now).rating()),
                standing.wins("white") + standing.wins("black"), standing.losses("white") + standing.losses("black"));
    }
}
