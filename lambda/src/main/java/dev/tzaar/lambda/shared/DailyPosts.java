package dev.tzaar.lambda.shared;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.BoardImage;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.MessageEdit;
import dev.tzaar.api.Option;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.lambda.puzzles.DailyPuzzle;
import dev.tzaar.lambda.puzzles.DailySchedule;
import dev.tzaar.lambda.puzzles.DailyStore;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The daily puzzle's post in a server's channel (docs/puzzles.md, "The daily puzzle"): the puzzle's picture,
 * its task in words, how many members solved it from the post, and a button that opens it on a private
 * panel ({@link Option#POSTED}); and the count, raised once per solver and day, which edits the post.
 */
public final class DailyPosts {
    /** Tries at counting a solver when other solvers of the same post are counted at the same moment. */
    private static final int COUNT_ATTEMPTS = 5;

    private DailyPosts() {
    }

    /**
     * The post of {@code day}'s puzzle for a server's schedule, in the channel's language.
     *
     * @param drawn the day's pictures already drawn, by language: every server of a sweep posts the same
     *     puzzle, so its picture is drawn once per language rather than once per server (docs/puzzles.md, "How
     *     many servers a day"); one drawn here is added
     */
    public static GameReply post(CommandServices services, DailySchedule schedule, LocalDate day,
            Map<Locale, BoardImage> drawn) {
        Wording words = Wording.in(Texts.forDiscord(schedule.language()));
        Puzzle puzzle = DailyPuzzle.of(day);
        ActionButton open = ActionButton.of(ControlId.button(Command.PUZZLE, puzzle.id(), 0,
                Map.of(Option.POSTED, DailyPuzzle.written(day))), words.say("daily.open"), ButtonStyle.PRIMARY);
        BoardImage picture = drawn.computeIfAbsent(words.texts().locale(),
                language -> services.pictures().drawPosition(puzzle.position(), Optional.empty(), language));
        return GameReply.publicly(text(words, day, puzzle, schedule.solvers())).withButtons(List.of(open))
                .withImage(picture);
    }

    /** The post's text: the day, the task, the count. */
    static String text(Wording words, LocalDate day, Puzzle puzzle, long solvers) {
        String date = day.format(DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(words.texts().locale()));
        return words.say("daily.post", date, words.colour(puzzle.position().sideToMove()), puzzle.turns(), puzzle.id())
                + "\n" + words.say("daily.solvers", solvers);
    }

    /**
     * A solve of {@code puzzle} from the post of {@code day} in the server: counted once per solver, and only
     * while that post is the server's latest; the post's new text, to edit it with, when the count rose.
     */
    public static Optional<MessageEdit> counted(CommandServices services, String guildId, LocalDate day,
            Puzzle puzzle, String userId, Instant now) {
        if (guildId == null || !DailyPuzzle.of(day).id().equals(puzzle.id())) {
            return Optional.empty();
        }
        for (int attempt = 0; attempt < COUNT_ATTEMPTS; attempt++) {
            DailySchedule schedule = services.store().dailySchedule(guildId);
            if (!schedule.posted(day)) {
                return Optional.empty();
            }
            DailySchedule counted = schedule.solvedOnceMore();
            DailyStore.Counted outcome = services.store().countSolver(counted, day, userId,
                    now.plus(java.time.Duration.ofDays(2)));
            if (outcome == DailyStore.Counted.ALREADY) {
                return Optional.empty();
            }
            if (outcome == DailyStore.Counted.COUNTED) {
                Wording words = Wording.in(Texts.forDiscord(counted.language()));
                return Optional.of(new MessageEdit(counted.channelId(), counted.messageId().orElseThrow(),
                        text(words, day, puzzle, counted.solvers())));
            }
        }
        return Optional.empty();
    }
}
