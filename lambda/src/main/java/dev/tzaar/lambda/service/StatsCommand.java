package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.Standing;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code /tzaar stats [player:@someone]}: a player's ratings (this server's and the global one)
 * and the record of their rated games, shown to the channel.
 */
final class StatsCommand implements CommandHandler {
    private static final List<String> SETUPS = List.of("fixed", "random", "tournament");
    private final Tools tools;

    StatsCommand(Tools tools) {
        this.tools = tools;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Optional<String> asked = request.option(Option.PLAYER);
        if (asked.isPresent() && !RequestLimits.isSnowflake(asked.get())) {
            return Decision.refuse("Name a player with `player:@someone`, or leave it out for your own stats.");
        }
        String id = asked.orElse(request.user().id());
        boolean self = id.equals(request.user().id());
        Player named = self ? request.user() : request.mentioned().get(id);
        if (named != null && named.bot()) {
            return Decision.privately(Wording.name(named) + " is a bot: games against bots are not rated.");
        }
        Optional<Standing> here = Optional.ofNullable(request.guildId())
                .flatMap(guild -> tools.store().standing(Ladder.ofServer(guild), id));
        Optional<Standing> global = tools.store().standing(Ladder.GLOBAL, id);
        if (global.isEmpty()) {
            String who = named != null ? Wording.name(named) : "<@" + id + ">";
            return Decision.privately(self
                    ? "You have no rated game yet: finish a game against a person (`/tzaar challenge`) to get a rating."
                    : who + " has no rated game yet.");
        }
        Standing main = here.orElse(global.get());
        String name = named != null ? named.name() : main.name();
        List<String> lines = new ArrayList<>();
        String ratings = request.guildId() == null ? "global rating " + rating(global.get())
                : here.map(s -> "rating here " + rating(s)).orElse("no rated game on this server") + " · global "
                        + rating(global.get());
        lines.add("**" + Wording.literal(name) + "**: " + ratings);
        lines.add("Rated games" + (here.isPresent() ? " here" : "") + ": " + main.games() + " (" + score(main, "white",
                "black") + ") · streak: " + streak(main.streak()));
        lines.add("As White " + winLoss(main, "white") + " · as Black " + winLoss(main, "black"));
        List<String> setups = SETUPS.stream().filter(s -> main.wins(s) + main.losses(s) > 0)
                .map(s -> Character.toUpperCase(s.charAt(0)) + s.substring(1) + " setup " + winLoss(main, s)).toList();
        if (!setups.isEmpty()) {
            lines.add(String.join(" · ", setups));
        }
        lines.add("Recent games:");
        for (Standing.RecentGame game : main.recent()) {
            long from = Math.round(game.ratingBefore());
            long to = Math.round(game.ratingAfter());
            lines.add("• " + (game.won() ? "won" : "lost") + " against " + Wording.literal(game.opponentName())
                    + " (game **" + game.gameId() + "**), " + from + " → " + to + " (" + RatingWording.signed(to - from)
                    + "), " + Wording.relative(game.endedAt()));
        }
        if (main.rating().isProvisional() || global.get().rating().isProvisional()) {
            lines.add("-# " + RatingWording.PROVISIONAL + " provisional: too few games yet to say much (deviation above 110).");
        }
        return new Decision.Answer(new GameReply(String.join("\n", lines), false, null, null, null, null, null, null,
                null));
    }

    /** "1623 ± 84 (place 3)". */
    private String rating(Standing standing) {
        return RatingWording.rating(standing.rating()) + " (place " + tools.store().place(standing) + ")";
    }

    private static String score(Standing standing, String... keys) {
        int won = 0;
        int lost = 0;
        for (String key : keys) {
            won += standing.wins(key);
            lost += standing.losses(key);
        }
        return won + " won, " + lost + " lost";
    }

    /** "2–1": won, then lost. */
    private static String winLoss(Standing standing, String key) {
        return standing.wins(key) + "–" + standing.losses(key);
    }

    private static String streak(int streak) {
        if (streak == 0) {
            return "none";
        }
        int games = Math.abs(streak);
        return games + (streak > 0 ? (games == 1 ? " win" : " wins") : (games == 1 ? " loss" : " losses"));
    }
}
