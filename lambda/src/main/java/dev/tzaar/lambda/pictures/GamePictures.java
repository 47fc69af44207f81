package dev.tzaar.lambda.pictures;

import dev.tzaar.api.BoardImage;
import dev.tzaar.api.Picture;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.TextDiagram;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.BoardPictures;
import dev.tzaar.render.AnimatedReplay;
import dev.tzaar.engine.review.GameReview;
import dev.tzaar.render.BoardRenderer;
import dev.tzaar.render.ChanceChart;
import dev.tzaar.render.ChanceCurve;
import dev.tzaar.render.LastTurn;
import dev.tzaar.render.Players;
import dev.tzaar.render.RenderRequest;
import dev.tzaar.render.RenderedBoard;
import dev.tzaar.render.ReplayRenderer;
import dev.tzaar.render.RulesExamples;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The service's pictures, drawn by the renderer from a game's record: the board, its last turn, names, turn number. */
public final class GamePictures implements BoardPictures {
    private final BoardRenderer renderer;
    private final ReplayRenderer replays = new ReplayRenderer();
    private final ChanceChart chanceChart = new ChanceChart();
    /** The rules' pictures never change: drawn once per language, then kept for the life of the function. */
    private final Map<Locale, List<Picture>> rulesExamples = new ConcurrentHashMap<>();

    public GamePictures(BoardRenderer renderer) {
        this.renderer = renderer;
    }

    @Override
    public BoardImage draw(Game game, GameRecord record, boolean flipped, Optional<Cell> chosen, Locale language) {
        RenderRequest request = request(game, record, flipped).withLanguage(language);
        RenderedBoard board = renderer.render(chosen.map(request::withSelected).orElse(request));
        // Under the board drawn as text (the console shows it), the key to its letters, in the reader's language;
        // turned round for Black, a column's row 1 is at its upper end, and the key says so.
        String key = Texts.of(language).text(flipped ? "diagram.key.turned" : "diagram.key");
        String diagram = TextDiagram.drawLabelled(record.finalPosition(), flipped) + key + "\n";
        return new BoardImage(board.png(), board.altText(), diagram);
    }

    @Override
    public BoardImage drawSuggestion(Game game, GameRecord suggested, boolean flipped, Locale language) {
        RenderRequest request = request(game, suggested, flipped).withLanguage(language);
        RenderedBoard board = renderer.render(request.lastTurn().map(turn -> request.withLastTurn(turn.asSuggestion()))
                .orElse(request));
        String key = Texts.of(language).text(flipped ? "diagram.key.turned" : "diagram.key");
        return new BoardImage(board.png(), board.altText(), TextDiagram.drawLabelled(suggested.finalPosition(), flipped)
                + key + "\n");
    }

    @Override
    public List<Picture> rulesExamples(Locale language) {
        return rulesExamples.computeIfAbsent(language, this::drawRulesExamples);
    }

    private List<Picture> drawRulesExamples(Locale language) {
        Texts texts = Texts.of(language);
        List<Picture> pictures = new ArrayList<>();
        RulesExamples.all(language).forEach((name, request) -> {
            RenderedBoard board = renderer.render(request);
            String altText = texts.text("rules.example." + name) + " " + board.altText();
            String diagram = TextDiagram.drawLabelled(request.position(), false) + texts.text("diagram.key") + "\n";
            pictures.add(new Picture("rules-" + name + ".png", new BoardImage(board.png(), altText, diagram)));
        });
        return List.copyOf(pictures);
    }

    @Override
    public BoardImage drawPosition(dev.tzaar.engine.Position position, Optional<Cell> chosen, Locale language) {
        RenderRequest request = RenderRequest.of(position).withLanguage(language);
        RenderedBoard board = renderer.render(chosen.map(request::withSelected).orElse(request));
        String diagram = TextDiagram.drawLabelled(position, false) + Texts.of(language).text("diagram.key") + "\n";
        return new BoardImage(board.png(), board.altText(), diagram);
    }

    @Override
    public Picture replay(Game game, Locale language) {
        AnimatedReplay replay = replays.render(game.record(), new Players(game.white().name(), game.black().name()),
                language);
        return new Picture("replay-" + game.id().toLowerCase(Locale.ROOT) + ".gif",
                new BoardImage(replay.gif(), replay.altText(), ""));
    }

    @Override
    public BoardImage reviewChart(Game game, GameReview review, Locale language) {
        List<ChanceCurve.Point> points = review.turns().stream().map(turn -> new ChanceCurve.Point(
                turn.turn().number(), turn.mover(), turn.whiteChanceAfter(), turn.mark(), turn.chanceBest())).toList();
        RenderedBoard chart = chanceChart.render(new ChanceCurve(review.whiteChances().get(0), points,
                new Players(game.white().name(), game.black().name()), language));
        return new BoardImage(chart.png(), chart.altText(), "");
    }

    static RenderRequest request(Game game, GameRecord record, boolean flipped) {
        RenderRequest request = RenderRequest.of(record.finalPosition())
                .withPlayers(new Players(game.white().name(), game.black().name()))
                .withTurn(record.nextTurnNumber())
                .withFlipped(flipped);
        Optional<LastTurn> lastTurn = LastTurn.latest(record);
        if (lastTurn.isPresent()) {
            request = request.withLastTurn(lastTurn.get());
        }
        if (record.declaredResult().isPresent()) {
            request = request.withResult(record.declaredResult().get());
        }
        return request;
    }
}
