package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.lambda.rating.BotRecord;
import dev.tzaar.lambda.rating.Glicko2;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.Standing;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.RatingWording;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code /tzaar stats [player:@someone]}: a player's ratings (this server's and the global one)
 * and the record of their rated games, shown to the channel; and their games against the bot, which
 * are not rated (docs/club.md).
 */
public final class StatsCommand implements CommandHandler {
    private static final List<String> SETUPS = List.of("fixed", "random", "tournament");
    private final CommandServices services;

    public StatsCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording privately = Wording.forUser(request);
        Optional<String> asked = request.option(Option.PLAYER);
        if (asked.isPresent() && !RequestLimits.isSnowflake(asked.get())) {
            return Decision.refuse(privately.say("stats.badPlayer"));
        }
        String id = asked.orElse(request.user().id());
        boolean self = id.equals(request.user().id());
        Player named = self ? request.user() : request.mentioned().get(id);
        if (named != null && named.bot()) {
            return Decision.privately(privately.say("stats.bot", Wording.name(named)));
        }
        Optional<Standing> here = Optional.ofNullable(request.guildId())
                .flatMap(guild -> services.store().standing(Ladder.ofServer(guild), id));
        Optional<Standing> global = services.store().standing(Ladder.GLOBAL, id);
        BotRecord againstBot = services.store().botRecord(id);
        Wording words = Wording.forChannel(request);
        if (global.isEmpty()) {
            if (againstBot.totalPlayed() > 0) {
                String name = named != null ? Wording.name(named) : "<@" + id + ">";
                return new Decision.Answer(GameReply.publicly(words.say("stats.unrated", name) + "\n"
                        + botLine(words, againstBot)));
            }
            return Decision.privately(self ? privately.say("stats.selfUnrated")
                    : privately.say("stats.unrated", named != null ? Wording.name(named) : "<@" + id + ">"));
        }
        Standing main = here.orElse(global.get());
        String name = Wording.literal(named != null ? named.name() : main.name());
        List<String> lines = new ArrayList<>();
        String globalRating = rating(words, global.get(), now);
        lines.add(request.guildId() == null ? words.say("stats.rating.global", name, globalRating)
                : here.map(s -> words.say("stats.rating", name, rating(words, s, now), globalRating))
                        .orElse(words.say("stats.rating.notHere", name, globalRating)));
        int won = main.wins("white") + main.wins("black");
        int lost = main.losses("white") + main.losses("black");
        lines.add(words.say(here.isPresent() ? "stats.games.here" : "stats.games", String.valueOf(main.games()),
                won, lost, streak(words, main.streak())));
        lines.add(words.say("stats.colours", winLoss(main, "white"), winLoss(main, "black")));
        List<String> setups = SETUPS.stream().filter(s -> main.wins(s) + main.losses(s) > 0)
                .map(s -> words.say("stats.setup." + s, winLoss(main, s))).toList();
        if (!setups.isEmpty()) {
            lines.add(String.join(" · ", setups));
        }
        if (againstBot.totalPlayed() > 0) {
            lines.add(botLine(words, againstBot));
        }
        lines.add(words.say("stats.recent"));
        for (Standing.RecentGame game : main.recent()) {
            long from = Math.round(game.ratingBefore());
            long to = Math.round(game.ratingAfter());
            lines.add(words.say(game.won() ? "stats.recent.won" : "stats.recent.lost",
                    Wording.literal(game.opponentName()), game.gameId(), String.valueOf(from), String.valueOf(to),
                    RatingWording.signed(to - from), Wording.relative(game.endedAt())));
        }
        if (aged(main, now).rating().isProvisional() || aged(global.get(), now).rating().isProvisional()) {
            lines.add(words.say("rating.provisional"));
        }
        return new Decision.Answer(GameReply.publicly(String.join("\n", lines)));
    }

    /** "Against the bot (not rated): 3 played, 1 won · easy 1–0 · hard 0–2": won–lost by level, levels played only. */
    private static String botLine(Wording words, BotRecord record) {
        List<String> levels = new ArrayList<>();
        for (Level level : Level.values()) {
            String label = level.label();
            if (record.played(label) > 0) {
                levels.add(words.say("stats.bot.level." + label,
                        record.won(label) + "–" + (record.played(label) - record.won(label))));
            }
        }
        return words.say("stats.bot.games", record.totalPlayed(), record.totalWon()) + " · " + String.join(" · ", levels);
    }

    /** "1623 ± 84 (place 3)": the deviation as of now; the place among the standings as stored. */
    private String rating(Wording words, Standing standing, Instant now) {
        return words.say("stats.placed", RatingWording.rating(aged(standing, now).rating()),
                String.valueOf(services.store().place(standing)));
    }

    /** The standing with its deviation grown by the time away since its last rated game. */
    static Standing aged(Standing standing, Instant now) {
        return standing.asOf(now, Glicko2.STANDARD);
    }

    /** "2–1": won, then lost. */
    private static String winLoss(Standing standing, String key) {
        return standing.wins(key) + "–" + standing.losses(key);
    }

    private static String streak(Wording words, int streak) {
        if (streak == 0) {
            return words.say("stats.streak.none");
        }
        return words.say(streak > 0 ? "stats.streak.wins" : "stats.streak.losses", Math.abs(streak));
    }
}
