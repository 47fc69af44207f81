package dev.tzaar.lambda.handler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Picture;
import dev.tzaar.api.Player;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.lambda.pictures.GamePictures;
import dev.tzaar.lambda.service.GameService;
import dev.tzaar.lambda.shared.TimeLimits;
import dev.tzaar.lambda.store.CapacityMeter;
import dev.tzaar.lambda.store.DynamoDbGameStore;
import dev.tzaar.lambda.store.LocalDynamoDb;
import dev.tzaar.render.BoardRenderer;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar rules} through the function, JSON in and out, drawn by the real renderer: four pictures
 * (the pieces, a capture, a stack, a lost game), each a PNG a phone shows well and small enough to send,
 * with alt text that says in words what it shows; a line of text for each; and the offer of the lessons.
 */
class RulesFunctionTest {
    private static final Player ANN = new Player("100000000000000001", "Ann", false);
    private static final AtomicLong INTERACTIONS = new AtomicLong(1_310_000_000_000_000_000L);
    /** The budget for one picture. */
    private static final int MAX_PNG_BYTES = 80 * 1024;

    private final GameFunction function = new GameFunction(new GameService(
            new DynamoDbGameStore(LocalDynamoDb.client(), LocalDynamoDb.TABLE), new GamePictures(new BoardRenderer()),
            TimeLimits.defaults(), new SplittableRandom(7)),
            Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC),
            new JsonLog(new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8)),
            new CapacityMeter());

    private GameReply ask(Command command, String locale) throws IOException {
        GameRequest request = GameRequest.of(String.valueOf(INTERACTIONS.incrementAndGet()), "900000000000000001",
                "800000000000000001", ANN, command, Map.of()).withLocales(locale, locale);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        function.handle(new ByteArrayInputStream(ApiJson.write(request).getBytes(StandardCharsets.UTF_8)), out, "r");
        return ApiJson.readReply(out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theRulesArriveAsFourPicturesEachSmallReadableAndDescribed() throws IOException {
        GameReply rules = ask(Command.RULES, "en-US");

        assertTrue(rules.ephemeral());
        assertEquals(List.of("rules-pieces.png", "rules-capture.png", "rules-stack.png", "rules-lost.png"),
                rules.pictures().stream().map(Picture::fileName).toList());
        for (Picture picture : rules.pictures()) {
            byte[] png = picture.image().png();
            assertTrue(png.length <= MAX_PNG_BYTES, picture.fileName() + ": " + png.length + " bytes");
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
            // Drawn as a game's board is, about 1000 px wide, so that a phone's ~350 px still shows every piece.
            assertTrue(image.getWidth() >= 800, picture.fileName() + " is " + image.getWidth() + " px wide");
            String name = picture.fileName().replace("rules-", "").replace(".png", "");
            assertTrue(picture.image().altText().startsWith(Texts.ENGLISH.text("rules.example." + name) + " TZAAR board."),
                    picture.image().altText());
            assertTrue(picture.image().diagram().contains("E9"), "the console draws it as text too");
        }
        assertTrue(rules.pictures().get(1).image().altText().contains("C3xG1 took a black Tzaar"),
                rules.pictures().get(1).image().altText());
        assertTrue(rules.pictures().get(3).image().altText().contains("White wins; Black has no Tzarras left"),
                rules.pictures().get(3).image().altText());
        assertTrue(rules.text().startsWith("**The rules of TZAAR**, in four pictures:"), rules.text());
        assertTrue(rules.text().endsWith("\nNew to TZAAR? Learn in five minutes: `/tzaar learn`."), rules.text());
    }

    @Test
    void aFrenchReaderGetsTheRulesPicturesInFrench() throws IOException {
        GameReply rules = ask(Command.RULES, "fr");

        Picture lost = rules.pictures().get(3);
        assertTrue(lost.image().altText().startsWith(Texts.of(Locale.FRENCH).text("rules.example.lost")),
                lost.image().altText());
        assertTrue(lost.image().altText().contains("Noir n’a plus de Tzarras"), lost.image().altText());
        assertTrue(rules.text().startsWith("**Les règles du TZAAR**"), rules.text());
        assertTrue(rules.text().endsWith("Nouveau au TZAAR ? Apprenez en cinq minutes : `/tzaar apprendre`."), rules.text());
    }

    @Test
    void theHelpOffersTheLessonsAndShowsNoPicture() throws IOException {
        GameReply help = ask(Command.HELP, "en-US");

        assertTrue(help.text().endsWith("\nNew to TZAAR? Learn in five minutes: `/tzaar learn`."), help.text());
        assertEquals(List.of(), help.pictures());
    }
}
