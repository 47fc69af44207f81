package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.Standing;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code /tzaar leaderboard [scope:global]}: the top of this server's ladder (or the global one),
 * shown to the channel, and where the asker stands when they are not in it.
 */
final class LeaderboardCommand implements CommandHandler {
    static final int TOP = 10;
    private final Tools tools;

    LeaderboardCommand(Tools tools) {
        this.tools = tools;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        String scope = request.option(Option.SCOPE).orElse("server").toLowerCase(Locale.ROOT);
        if (!scope.equals("server") && !scope.equals("global")) {
            return Decision.refuse("The scope is `server` or `global`, not \"" + Wording.echo(scope) + "\".");
        }
        boolean global = scope.equals("global") || request.guildId() == null;
        Ladder ladder = global ? Ladder.GLOBAL : Ladder.ofServer(request.guildId());
        String title = global ? "The global TZAAR ladder" : "This server's TZAAR ladder";
        String note = request.guildId() == null && !scope.equals("global")
                ? " (there is no server here, so every server's)" : "";
        List<Standing> top = tools.store().leaderboard(ladder, TOP);
        if (top.isEmpty()) {
            return Decision.privately("Nobody is rated on " + (global ? "the global ladder" : "this server's ladder")
                    + " yet: a game between two people, played until one of them wins, puts both on it.");
        }
        StringBuilder text = new StringBuilder("**" + title + "**" + note + "\n");
        String me = request.user().id();
        for (int i = 0; i < top.size(); i++) {
            text.append(line(i + 1, top.get(i), me)).append('\n');
        }
        if (top.stream().noneMatch(s -> s.userId().equals(me))) {
            Optional<Standing> mine = tools.store().standing(ladder, me);
            text.append(mine.map(s -> "…\n" + line(tools.store().place(s), s, me))
                    .orElse("You have no rated game on this ladder yet.")).append('\n');
        }
        if (top.stream().anyMatch(s -> s.rating().isProvisional())) {
            text.append("-# ").append(RatingWording.PROVISIONAL).append(" provisional: too few games yet to say much "
                    + "(deviation above 110); listed after the established players.");
        }
        return new Decision.Answer(new GameReply(text.toString().strip(), false, null, null, null, null, null, null,
                null));
    }

    /** "`1.` **Ann** 1662? ± 290 · 3 won, 1 lost"; the asker's own line in bold. */
    private static String line(long place, Standing standing, String me) {
        String record = (standing.wins("white") + standing.wins("black")) + " won, "
                + (standing.losses("white") + standing.losses("black")) + " lost";
        String who = Wording.literal(standing.name()) + (standing.userId().equals(me) ? " (you)" : "");
        return "`" + place + ".` **" + who + "** " + RatingWording.rating(standing.rating()) + " · " + record;
    }
}
