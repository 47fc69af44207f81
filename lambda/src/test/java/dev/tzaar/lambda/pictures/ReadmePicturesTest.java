package dev.tzaar.lambda.pictures;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tzaar.api.BoardImage;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Player;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleListing;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Panels;
import dev.tzaar.lambda.shared.Wording;
import dev.tzaar.render.BoardRenderer;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * The README's pictures of a lesson, of a puzzle, of a turn by taps and of a replay are the function's own, drawn by the same
 * call that draws them in Discord ({@link GamePictures#drawPosition}): this test draws them again and
 * compares the bytes with the files in docs/images, so that a change of the renderer, the course or the
 * shipped puzzles cannot leave the README showing what the product no longer shows. When the change is
 * wanted, {@code -Ddocs.images.update=true} writes the new pictures there.
 */
class ReadmePicturesTest {
    private static final Path IMAGES = Path.of("..", "docs", "images");
    /** The lesson pictured: the capture lesson's first exercise, its Tzarra stack chosen, as the panel shows it. */
    static final String LESSON = "capture.1";
    static final Cell LESSON_PIECE = Cell.of("D3");
    /** The puzzle pictured: a shipped one, Black to win in one turn (White left with no capture). */
    static final String PUZZLE = "pz42d3a8ddcb";

    private final GamePictures pictures = new GamePictures(new BoardRenderer());

    @Test
    void theReadmesLessonIsTheExercisesPanelPictureAsTheFunctionDrawsIt() throws IOException {
        Exercise exercise = Course.exercise(LESSON).orElseThrow();
        check("lesson.png", pictures.drawPosition(exercise.position(), Optional.of(LESSON_PIECE), Locale.ENGLISH));
    }

    @Test
    void theReadmesPuzzleIsAShippedPuzzlesPositionAsTheFunctionDrawsIt() throws IOException {
        Puzzle puzzle = shipped(PUZZLE);
        check("puzzle.png", pictures.drawPosition(puzzle.position(), Optional.empty(), Locale.ENGLISH));
    }

    /**
     * The README's turn by taps (docs/taps-panel.png): the panel the function answers Black (Bo) on his
     * first turn of the fixed setup, after Ann's C2xC3, with its menu open, then with D4 chosen, its
     * targets named on the picture and a button each ({@link PanelPicture} draws Discord round them).
     * Compared pixel by pixel: the PNG encoder's bytes are no part of what the README shows.
     */
    @Test
    void theReadmesTurnByTapsIsThePanelTheFunctionAnswersForBlacksFirstTurn() throws IOException {
        Player ann = new Player("100000000000000001", "Ann", false);
        Player bo = new Player("100000000000000002", "Bo", false);
        Instant now = Instant.parse("2026-11-28T21:04:00Z");
        Game opened = Game.startedAtOnce("k7m2q", "900000000000000001", "800000000000000001", ann, bo,
                Setup.Kind.FIXED, ColourChoice.WHITE, ann, bo, GameRecord.of(Setup.fixed()), now, now.plusSeconds(3600));
        Game game = opened.played(opened.record().play(opened.position().parseAction("C2xC3").orElseThrow())
                .orElseThrow(), now, now.plusSeconds(3600));
        CommandServices services = new CommandServices(null, null, pictures, null, null, null);
        Wording bos = Wording.in(Texts.ENGLISH);
        GameReply first = Panels.choosing(services, game, Side.BLACK, Panels.Chosen.NOTHING, bos);
        GameReply chosen = Panels.choosing(services, game, Side.BLACK, Panels.Chosen.piece(Cell.of("D4")), bos);
        byte[] drawn = PanelPicture.draw(List.of(
                new PanelPicture.Step("1. Play your turn: the panel; pick a piece", first, true),
                new PanelPicture.Step("2. Its targets: tap one to play it", chosen, false)));

        Path file = Path.of("..", "docs", "taps-panel.png");
        if (Boolean.getBoolean("docs.images.update")) {
            Files.write(file, drawn);
            return;
        }
        if (!samePixels(Files.readAllBytes(file), drawn)) {
            Path actual = Files.createDirectories(Path.of("target", "docs-images")).resolve("taps-panel.png");
            Files.write(actual, drawn);
            fail("the README's taps-panel.png is no longer the panel the function answers: look at "
                    + actual.toAbsolutePath() + "; if it is right, run with -Ddocs.images.update=true");
        }
    }

    /**
     * The README's replay (docs/images/replay.gif): the animated picture {@code /tzaar replay} posts, drawn by the
     * function's own call for the replay's 40-turn sample game (random play, as its tests and benchmark use).
     */
    @Test
    void theReadmesReplayIsTheAnimatedPictureTheFunctionPostsForA40TurnGame() throws IOException {
        Player ann = new Player("100000000000000001", "Ann", false);
        Player bo = new Player("100000000000000002", "Bo", false);
        Instant now = Instant.parse("2026-11-28T21:04:00Z");
        GameRecord record = dev.tzaar.render.SampleBoards.sampleGame(1, 40);
        Game game = Game.startedAtOnce("r4p1y", "900000000000000001", "800000000000000001", ann, bo,
                Setup.Kind.RANDOM, ColourChoice.WHITE, ann, bo, record, now, now.plusSeconds(3600));
        check("replay.gif", pictures.replay(game, Locale.ENGLISH).image());
    }

    private static boolean samePixels(byte[] a, byte[] b) throws IOException {
        BufferedImage one = ImageIO.read(new ByteArrayInputStream(a));
        BufferedImage two = ImageIO.read(new ByteArrayInputStream(b));
        if (one.getWidth() != two.getWidth() || one.getHeight() != two.getHeight()) {
            return false;
        }
        return Arrays.equals(one.getRGB(0, 0, one.getWidth(), one.getHeight(), null, 0, one.getWidth()),
                two.getRGB(0, 0, two.getWidth(), two.getHeight(), null, 0, two.getWidth()));
    }

    private static Puzzle shipped(String id) throws IOException {
        try (InputStream in = Puzzle.class.getResourceAsStream("puzzles.tsv")) {
            String set = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return PuzzleListing.parseAll(set).orElseThrow().stream().filter(p -> p.id().equals(id)).findFirst()
                    .orElseThrow(() -> new AssertionError("the README's puzzle " + id + " is no longer shipped"));
        }
    }

    private static void check(String name, BoardImage drawn) throws IOException {
        Path file = IMAGES.resolve(name);
        if (Boolean.getBoolean("docs.images.update")) {
            Files.write(file, drawn.png());
            return;
        }
        assertTrue(Files.exists(file), "no " + file.toAbsolutePath() + ": run with -Ddocs.images.update=true");
        if (!Arrays.equals(Files.readAllBytes(file), drawn.png())) {
            Path actual = Files.createDirectories(Path.of("target", "docs-images")).resolve(name);
            Files.write(actual, drawn.png());
            fail("the README's " + name + " is no longer what the function draws: look at " + actual.toAbsolutePath()
                    + "; if it is right, run with -Ddocs.images.update=true");
        }
    }
}
