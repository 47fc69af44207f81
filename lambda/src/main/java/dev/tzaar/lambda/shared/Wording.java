package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Refusal;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import dev.tzaar.engine.Step;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.render.GameTerms;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The sentences players read, in one language ({@link Texts}), so that they say things the same way
 * everywhere. A private reply speaks the user's language ({@link #forUser}), a reply the channel
 * sees speaks the server's ({@link #forChannel}).
 */
public final class Wording {
    private final Texts texts;
    private final GameTerms terms;

    private Wording(Texts texts) {
        this.texts = texts;
        this.terms = new GameTerms(texts);
    }

    public static Wording in(Texts texts) {
        return new Wording(texts);
    }

    /** For what only the user who acted reads: their own Discord language. */
    public static Wording forUser(GameRequest request) {
        return in(Texts.forDiscord(request.locale()));
    }

    /**
     * For what the channel reads: the server's language; outside a server (no server language) the
     * user's.
     */
    public static Wording forChannel(GameRequest request) {
        return in(Texts.forDiscord(channelLanguage(request)));
    }

    /** The language the channel reads, as Discord names it: the server's; outside a server the user's. */
    public static String channelLanguage(GameRequest request) {
        return request.guildLocale() != null ? request.guildLocale() : request.locale();
    }

    public Texts texts() {
        return texts;
    }

    /** The message {@code key} with its placeholders filled. */
    public String say(String key, Object... arguments) {
        return texts.text(key, arguments);
    }

    /** A player's name in bold, with Discord's markdown characters made literal. */
    public static String name(Player player) {
        return "**" + literal(player.name()) + "**";
    }

    public static String literal(String text) {
        return text.replaceAll("([\\\\*_~`|>#\\[\\]()])", "\\\\$1");
    }

    /**
     * Something a player typed, repeated back to them: at most {@value RequestLimits#ECHO}
     * characters (then "…"), on one line, only what can be seen (as names are, {@link Names}), with
     * markdown made literal.
     */
    public static String echo(String typed) {
        String line = Names.visibleLine(typed, Integer.MAX_VALUE);
        int end = line.offsetByCodePoints(0, Math.min(RequestLimits.ECHO, line.codePointCount(0, line.length())));
        return literal(line.substring(0, end)) + (end < line.length() ? "…" : "");
    }

    public String setup(Game game) {
        return say("setup." + lower(game.setup()));
    }

    /** Who acts next and what they may do: "**Bob** (Black) to capture." */
    public String nextUp(Game game) {
        Position position = game.position();
        Player player = game.player(position.sideToMove());
        String key = position.step() == Step.PLACEMENT ? "next.place"
                : position.step() == Step.SECOND ? "next.second"
                : position.isOpeningTurn() ? "next.opening" : "next.capture";
        return say(key, name(player), colour(position.sideToMove()));
    }

    /** The follow-up that tells the player to act that it is their turn, and what is due. */
    public String yourTurn(Game game) {
        Position position = game.position();
        String key = position.step() == Step.PLACEMENT ? "ping.place"
                : position.step() == Step.SECOND ? "ping.second"
                : position.isOpeningTurn() ? "ping.opening" : "ping.capture";
        return say(key, game.id());
    }

    /** One action in words, read against the position it was played in: "F4 captures a Tzaar on E4". */
    public String action(Action action, Position before) {
        if (action instanceof Action.Capture capture) {
            Stack taken = before.stackAt(capture.to()).orElseThrow();
            return say("action.capture", capture.from().toString(), stack(taken), capture.to().toString());
        }
        if (action instanceof Action.Stack stack) {
            int height = before.stackAt(stack.from()).orElseThrow().height()
                    + before.stackAt(stack.to()).orElseThrow().height();
            return say("action.stack", stack.from().toString(), stack.to().toString(), height);
        }
        if (action instanceof Action.Place place) {
            return say("action.place", piece(place.type()), place.at().toString());
        }
        return say("action.pass");
    }

    /** The actions of a turn in words, each read against the position before it. */
    public String actions(List<Action> actions, List<Position> positionsBefore) {
        String text = action(actions.get(0), positionsBefore.get(0));
        for (int i = 1; i < actions.size(); i++) {
            text = say("action.then", text, action(actions.get(i), positionsBefore.get(i)));
        }
        return text;
    }

    /** What stands on a cell, in a sentence: "a Tott", "a Tzarra stack of 3". */
    String stack(Stack stack) {
        return stack.height() == 1 ? say("stack.one", piece(stack.top()))
                : say("stack.many", piece(stack.top()), stack.height());
    }

    String piece(PieceType type) {
        return terms.piece(type);
    }

    String pieces(PieceType type) {
        return terms.pieces(type);
    }

    /** "**Alice** (White) wins: Black has no Tzaars left." */
    public String result(Game game, Result result) {
        Player winner = game.player(result.winner());
        return say("result", name(winner), colour(result.winner()), reason(result));
    }

    /** Why a game ended: "Black has no Tzaars left". */
    public String reason(Result result) {
        return terms.reason(result);
    }

    /** "**Alice** (White) vs **Bob** (Black)". */
    public String players(Game game) {
        return say("players", name(game.white()), name(game.black()));
    }

    String colour(Side side) {
        return terms.colour(side);
    }

    /**
     * Why the engine refused what a player typed, in this language: English is the engine's own
     * reason; another language words the refusal's kind ({@code refusal.<kind>}) with its details.
     */
    public String refusal(Checked<?> refused) {
        return refused.refusal().filter(r -> texts.has(refusalKey(r))).map(this::refusal)
                .orElseGet(() -> englishReason(refused));
    }

    /**
     * The engine's own reason, which quotes what was typed as it was typed: each typed part is
     * repeated as {@link #echo} repeats it, and nothing invisible is left anywhere.
     */
    private static String englishReason(Checked<?> refused) {
        String reason = refused.reason();
        List<String> typed = new ArrayList<>();
        refused.refusal().ifPresent(refusal -> typedDetails(refusal, typed));
        // Longest first, and a part inside one already echoed is left alone: echoed once, never twice.
        typed.sort(java.util.Comparator.comparingInt(String::length).reversed());
        List<String> echoed = new ArrayList<>();
        for (String part : typed) {
            if (!part.isEmpty() && echoed.stream().noneMatch(done -> done.contains(part))) {
                reason = reason.replace(part, echo(part));
                echoed.add(part);
            }
        }
        return Names.visibleLine(reason, Integer.MAX_VALUE);
    }

    private static void typedDetails(Refusal refusal, List<String> typed) {
        for (Object detail : refusal.details()) {
            if (detail instanceof String text) {
                typed.add(text);
            } else if (detail instanceof Refusal inner) {
                typedDetails(inner, typed);
            }
        }
    }

    private String refusal(Refusal refusal) {
        if (refusal.kind() == Refusal.Kind.GAME_OVER) {
            Result result = (Result) refusal.details().get(0);
            return say(refusalKey(refusal), colour(result.winner()), reason(result));
        }
        return say(refusalKey(refusal), refusal.details().stream().map(this::refusalDetail).toArray());
    }

    private Object refusalDetail(Object detail) {
        if (detail instanceof Side side) {
            return colour(side);
        }
        if (detail instanceof PieceType type) {
            return pieces(type);
        }
        if (detail instanceof Refusal inner) {
            return refusal(inner);
        }
        if (detail instanceof String typed) {
            return echo(typed);
        }
        return detail.toString(); // cells, and heights and counts small enough to need no grouping
    }

    /**
     * A slash command as this language's Discord client names it, for the reader to type:
     * "`/tzaar move turn:F4xE4`", or in French "`/tzaar jouer tour:F4xE4`" (Discord's command
     * localisation, {@code command.*.name} and {@code option.*.name}; English is the wire names).
     *
     * @param optionsAndValues option wire names, each followed by its value
     */
    public String slash(dev.tzaar.api.Command command, String... optionsAndValues) {
        StringBuilder text = new StringBuilder("`/").append(localName("command.name", "tzaar")).append(' ')
                .append(localName("command." + command.wireName() + ".name", command.wireName()));
        for (int i = 0; i + 1 < optionsAndValues.length; i += 2) {
            text.append(' ').append(localName("option." + optionsAndValues[i] + ".name", optionsAndValues[i]))
                    .append(':').append(optionsAndValues[i + 1]);
        }
        return text.append('`').toString();
    }

    /**
     * "New to TZAAR? Learn in five minutes: `/tzaar learn`.", the lessons' command in this language. Named
     * by its wire name, not by {@code Command}, so that the offer reads right whether or not this build has
     * the command's French name yet (the bundle's {@code command.learn.name}, once it is there).
     */
    public String learnOffer() {
        return say("offer.learn", "`/" + localName("command.name", "tzaar") + " " + localName("command.learn.name",
                "learn") + "`");
    }

    private String localName(String key, String wireName) {
        return texts.has(key) ? texts.text(key) : wireName;
    }

    public static String refusalKey(Refusal refusal) {
        return "refusal." + lower(refusal.kind());
    }

    /** A list of games for a choice: "**k7m2q** vs Bob, **p3x9a** vs Cy" ("vs anyone": an open challenge). */
    String games(List<Game> games, String userId) {
        return games.stream()
                .map(g -> say("finder.item", g.id(), g.otherThan(userId) == null ? say("open.anyone")
                        : literal(g.otherThan(userId).name())))
                .collect(Collectors.joining(say("finder.separator")));
    }

    /** A length of time as people say it: "3 days" ({@link dev.tzaar.api.Durations}). */
    public String duration(Duration duration) {
        return dev.tzaar.api.Durations.humane(duration, texts);
    }

    /** Discord's relative timestamp: renders as "in 3 hours" in each reader's own time zone and language. */
    public static String relative(Instant when) {
        return "<t:" + when.getEpochSecond() + ":R>";
    }

    public static String lower(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
