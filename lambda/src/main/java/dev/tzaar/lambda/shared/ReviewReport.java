package dev.tzaar.lambda.shared;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.BoardImage;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Picture;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.review.GameReview;
import dev.tzaar.engine.review.Mark;
import dev.tzaar.engine.review.MistakeExercise;
import dev.tzaar.engine.review.ReviewBudget;
import dev.tzaar.engine.review.ReviewedTurn;
import dev.tzaar.lambda.game.Game;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A game's review in words and pictures (docs/review.md): the accuracy of each side, every marked turn
 * in a sentence from its player's side ("you" for the reader's own turns), the curve of the chance of
 * winning with the marks as the reply's picture, and the better turn of the worst marked turns drawn
 * on a board each, after the curve; for a player of the game with marked turns of their own, the button
 * that plays them again ("Learn from your mistakes", {@link MistakePanel}).
 */
public final class ReviewReport {
    /** Boards of better turns after the curve: the worst marked turns first, as many as a reply holds. */
    static final int BOARDS = GameReply.MAX_PICTURES;
    /** A message holds 2 000 characters. */
    private static final int TEXT_ROOM = dev.tzaar.api.RequestLimits.REPLY_TEXT;

    private ReviewReport() {
    }

    public static GameReply of(Game game, GameReview review, ReviewBudget budget, Optional<Side> reader,
            Wording wording, BoardPictures pictures) {
        StringBuilder text = new StringBuilder(wording.say("review.title", game.id(), wording.players(game),
                String.format(Locale.ROOT, "%,d", budget.nodesPerPosition()).replace(',', ' ')));
        if (review.turns().isEmpty()) {
            return GameReply.privately(text.append('\n').append(wording.say("review.noTurns")).toString());
        }
        text.append('\n').append(wording.say("review.accuracy", Wording.name(game.white()),
                Math.round(review.accuracy(Side.WHITE)), Wording.name(game.black()),
                Math.round(review.accuracy(Side.BLACK))));
        List<ReviewedTurn> marked = review.marked();
        List<ReviewedTurn> drawn = marked.stream()
                .sorted(Comparator.comparingDouble(ReviewedTurn::drop).reversed()).limit(BOARDS).toList();
        if (marked.isEmpty()) {
            text.append('\n').append(wording.say("review.noMarks"));
        } else {
            text.append('\n').append(wording.say("review.marked"));
            List<ReviewedTurn> told = told(game, marked, reader, wording, TEXT_ROOM - text.length());
            for (ReviewedTurn turn : marked) {
                if (told.contains(turn)) {
                    text.append('\n').append(sentence(game, turn, reader, wording));
                }
            }
            if (told.size() < marked.size()) {
                text.append('\n').append(wording.say("review.moreMarked", marked.size() - told.size()));
            }
        }
        List<Picture> boards = new ArrayList<>();
        for (ReviewedTurn turn : review.turns()) {
            if (drawn.contains(turn)) {
                boards.add(betterTurnBoard(game, turn, wording, pictures));
            }
        }
        GameReply reply = GameReply.privately(text.toString())
                .withImage(pictures.reviewChart(game, review, wording.texts().locale()))
                .withPictures(boards);
        boolean ownMarks = reader.filter(side -> !MistakeExercise.of(review, side).isEmpty()).isPresent();
        return ownMarks ? reply.withButtons(List.of(ActionButton.of(Command.LEARN, game.id(),
                wording.say("review.learn"), ButtonStyle.PRIMARY))) : reply;
    }

    /**
     * The marked turns whose sentences fit a message, the worst first, leaving room for the line that
     * says how many more the curve shows.
     */
    private static List<ReviewedTurn> told(Game game, List<ReviewedTurn> marked, Optional<Side> reader, Wording wording,
            int room) {
        int left = room - wording.say("review.moreMarked", marked.size()).length() - 1;
        List<ReviewedTurn> told = new ArrayList<>();
        for (ReviewedTurn turn : marked.stream().sorted(Comparator.comparingDouble(ReviewedTurn::drop).reversed()).toList()) {
            int length = sentence(game, turn, reader, wording).length() + 1;
            if (length > left) {
                break;
            }
            left -= length;
            told.add(turn);
        }
        return told;
    }

    /** One marked turn from its player's side: what it was, what it cost them, and the better turn. */
    static String sentence(Game game, ReviewedTurn turn, Optional<Side> reader, Wording wording) {
        boolean yours = reader.filter(side -> side == turn.mover()).isPresent();
        String who = yours ? "" : Wording.name(game.player(turn.mover()));
        String opponent = Wording.name(game.player(turn.mover().opponent()));
        String mark = wording.say("review.was." + turn.mark().orElseThrow().key());
        String kind = turn.leftAForcedLoss() ? "forcedLoss" : turn.missedAForcedWin() ? "missedWin" : "chance";
        return wording.say("review.turn." + kind + (yours ? ".yours" : ""), turn.turn().number(), who,
                turnText(turn.turn().actions()), mark, percent(turn.chanceBest()), percent(turn.chanceAfter()),
                turnText(turn.better()), opponent);
    }

    private static Picture betterTurnBoard(Game game, ReviewedTurn turn, Wording wording, BoardPictures pictures) {
        GameRecord record = GameRecord.from(turn.before());
        for (Action action : turn.better()) {
            record = record.play(action).orElseThrow();
        }
        BoardImage board = pictures.draw(game, record, turn.mover() == Side.BLACK, wording.texts().locale());
        String alt = wording.say("review.board.alt", turn.turn().number(), turnText(turn.better())) + " "
                + board.altText();
        return new Picture("review-turn-" + turn.turn().number() + ".png",
                new BoardImage(board.png(), alt.length() > 1000 ? alt.substring(0, 999) + "…" : alt, board.diagram()));
    }

    /** A chance as people read it: whole percents, 0 and 100 only for a win the search saw. */
    static String percent(double chance) {
        long rounded = Math.round(chance * 100);
        return String.valueOf(chance > 0 && chance < 1 ? Math.max(1, Math.min(99, rounded)) : rounded);
    }

    /** A turn as the review writes it: its actions, a space between. */
    static String turnText(List<Action> actions) {
        return actions.stream().map(Action::toString).collect(Collectors.joining(" "));
    }

    /** The reader's side when they played the game: their turns are told as "you". */
    public static Optional<Side> readerSide(Game game, Player reader) {
        return game.sideOf(reader.id());
    }
}
