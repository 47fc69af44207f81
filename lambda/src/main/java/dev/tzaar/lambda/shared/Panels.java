package dev.tzaar.lambda.shared;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import dev.tzaar.engine.Step;
import dev.tzaar.lambda.game.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A player's private panel: their turn played by taps, one choice at a time, each choice written in
 * words. First the piece (a select menu of the stacks that can act, with what each can do, split by
 * columns when more than a menu holds), then its target (a button per target: "E4 · capture a Tott",
 * "D5 · stack onto a Tzaar (then 3 high)"), with Back to undo the choice and Pass where the rules allow
 * it; in the tournament setup's placement, the type of piece, then the cell. The picture is the
 * player's own view (turned round for Black, as {@code /tzaar board}) with the chosen stack and its
 * targets marked.
 *
 * <p>Every control is made for the position as it stands ({@link ControlId}, the count of actions
 * played) and carries the choices made so far; nothing is remembered between presses, and nothing is
 * played until a target, Pass or a cell is pressed, which the function checks again like a typed move.
 */
public final class Panels {
    /** The tag of a message's only menu of its kind: nothing to tell it apart from. */
    private static final String NO_TAG = null;

    /** What the player has chosen on the panel so far. */
    public record Chosen(Optional<Cell> piece, Optional<PieceType> type) {
        public static final Chosen NOTHING = new Chosen(Optional.empty(), Optional.empty());

        public static Chosen piece(Cell cell) {
            return new Chosen(Optional.of(cell), Optional.empty());
        }

        public static Chosen type(PieceType type) {
            return new Chosen(Optional.empty(), Optional.of(type));
        }
    }

    private Panels() {
    }

    /**
     * The panel of the player whose turn it is, with what they chose so far (which {@link #isOpen} must
     * allow), in their language, with its picture.
     */
    public static GameReply choosing(CommandServices services, Game game, Side side, Chosen chosen, Wording user) {
        Position position = game.position();
        int played = game.record().actions().size();
        int turn = game.record().nextTurnNumber();
        GameReply panel;
        if (position.step() == Step.PLACEMENT) {
            panel = placing(game, side, played, turn, chosen.type(), user);
        } else {
            panel = moving(game, played, turn, chosen.piece(), user);
        }
        // With the game's summary, as a hint or a private board: the picture is of this game's version.
        return panel.withImage(services.pictures().draw(game, game.record(), side == Side.BLACK, chosen.piece(),
                user.texts().locale())).withGame(Summaries.of(game));
    }

    /**
     * The panel after a press: the next choice when it is still the player's turn (a second action, or a
     * new turn once the bot has answered), else what happened, with no controls.
     *
     * @param played whether the press played its action (not when the player's time had run out first)
     */
    public static GameReply after(CommandServices services, Game next, String userId, Wording user, boolean played) {
        Side side = next.sideOf(userId).orElseThrow();
        if (next.toAct().map(player -> player.id().equals(userId)).orElse(false)) {
            return choosing(services, next, side, Chosen.NOTHING, user);
        }
        String now = next.record().result().map(result -> user.result(next, result)).orElseGet(() -> user.nextUp(next));
        return GameReply.privately(played ? user.say("panel.played", now) : now);
    }

    /** Whether the choice is one the player may make now: a stack that can act, a type they still hold. */
    public static boolean isOpen(Game game, Chosen chosen) {
        Position position = game.position();
        return chosen.piece().map(cell -> !targets(position, cell).isEmpty()).orElse(true)
                && chosen.type().map(type -> position.inHand(position.sideToMove(), type) > 0).orElse(true)
                && (chosen.piece().isEmpty() || position.step() != Step.PLACEMENT)
                && (chosen.type().isEmpty() || position.step() == Step.PLACEMENT);
    }

    private static GameReply moving(Game game, int played, int turn, Optional<Cell> piece, Wording user) {
        Position position = game.position();
        Map<Cell, List<Action>> byPiece = new TreeMap<>();
        for (Action action : position.legalActions()) {
            origin(action).ifPresent(from -> byPiece.computeIfAbsent(from, k -> new ArrayList<>()).add(action));
        }
        boolean second = position.step() == Step.SECOND;
        String text;
        if (piece.isPresent()) {
            text = user.say("panel.chosen", game.id(), turn, stackWords(position.stackAt(piece.get()).orElseThrow(),
                    user), piece.get().toString());
        } else if (!second) {
            text = position.isOpeningTurn() ? user.say("panel.opening", game.id())
                    : user.say("panel.first", game.id(), turn);
        } else {
            text = byPiece.isEmpty() ? user.say("panel.secondPassOnly", game.id(), turn)
                    : user.say("panel.second", game.id(), turn);
        }
        List<SelectMenu> menus = new ArrayList<>();
        List<ColumnGroups.Group> groups = ColumnGroups.of(List.copyOf(byPiece.keySet()), SelectMenu.MAX_ITEMS);
        for (ColumnGroups.Group group : groups) {
            List<SelectMenu.Item> items = group.cells().stream().map(cell -> pieceItem(position, cell,
                    byPiece.get(cell), piece.map(cell::equals).orElse(false), user)).toList();
            menus.add(new SelectMenu(ControlId.menu(Command.PANEL, game.id(), played, Map.of(), Option.FROM,
                    groups.size() == 1 ? NO_TAG : group.first() + "-" + group.last()).toString(),
                    groups.size() == 1 ? user.say("panel.pieces")
                            : user.say("panel.piecesOn", String.valueOf(group.first()), String.valueOf(group.last())),
                    items));
        }
        List<ActionButton> buttons = new ArrayList<>();
        piece.ifPresent(from -> buttons.addAll(targetButtons(game.id(), played, position, from, user)));
        if (second) {
            buttons.add(ActionButton.of(ControlId.button(Command.PASS, game.id(), played, Map.of()),
                    user.say("button.pass"), ButtonStyle.PRIMARY));
        }
        if (piece.isPresent()) {
            buttons.add(back(game.id(), played, user));
        }
        return GameReply.privately(text).withMenus(menus).withButtons(buttons);
    }

    private static GameReply placing(Game game, Side side, int played, int turn, Optional<PieceType> type,
            Wording user) {
        Position position = game.position();
        List<ActionButton> buttons = new ArrayList<>();
        for (PieceType each : PieceType.values()) {
            int left = position.inHand(side, each);
            if (left > 0) {
                buttons.add(ActionButton.of(ControlId.button(Command.PANEL, game.id(), played,
                        Map.of(Option.TYPE, String.valueOf(each.letter()))), user.say("panel.type", user.piece(each),
                        left), type.map(each::equals).orElse(false) ? ButtonStyle.PRIMARY : ButtonStyle.SECONDARY));
            }
        }
        if (type.isEmpty()) {
            return GameReply.privately(user.say("panel.place", game.id(), turn)).withButtons(buttons);
        }
        buttons.add(back(game.id(), played, user));
        List<Cell> empty = Cell.all().stream().filter(cell -> position.stackAt(cell).isEmpty()).toList();
        List<ColumnGroups.Group> groups = ColumnGroups.of(empty, SelectMenu.MAX_ITEMS);
        String letter = String.valueOf(type.get().letter());
        List<SelectMenu> menus = groups.stream().map(group -> new SelectMenu(ControlId.menu(Command.PLACE, game.id(),
                played, Map.of(Option.TYPE, letter), Option.AT, groups.size() == 1 ? NO_TAG
                        : group.first() + "-" + group.last()).toString(),
                groups.size() == 1 ? user.say("panel.cells")
                        : user.say("panel.cellsOn", String.valueOf(group.first()), String.valueOf(group.last())),
                group.cells().stream().map(cell -> new SelectMenu.Item(cell.toString(), cell.toString(), "", false))
                        .toList())).toList();
        return GameReply.privately(user.say("panel.placeType", game.id(), turn, user.piece(type.get())))
                .withMenus(menus).withButtons(buttons);
    }

    /**
     * "F4 · Tzarra stack of 2 · 2 captures, 1 stack", and under it where, with what stands there: "capture on E4
     * Tott, D5 Tzaar stack of 2 · stack on C3 Tzarra" (the picture names a cell only along its edges), within
     * Discord's 100 characters: when the words do not fit, the stacks' targets by their cells alone, then all.
     */
    private static SelectMenu.Item pieceItem(Position position, Cell cell, List<Action> actions, boolean chosen,
            Wording user) {
        List<Cell> captures = new ArrayList<>();
        List<Cell> stacks = new ArrayList<>();
        for (Action action : actions) {
            (action instanceof Action.Capture ? captures : stacks).add(target(action));
        }
        List<String> can = new ArrayList<>();
        if (!captures.isEmpty()) {
            can.add(user.say("suggest.captures", captures.size()));
        }
        if (!stacks.isEmpty()) {
            can.add(user.say("suggest.stacks", stacks.size()));
        }
        String label = user.say("panel.piece", cell.toString(), stackWords(position.stackAt(cell).orElseThrow(), user),
                can.size() == 1 ? can.get(0) : user.say("suggest.and", can.get(0), can.get(1)));
        String where = where(position, captures, true, stacks, true, user);
        if (where.length() > SelectMenu.Item.MAX_DESCRIPTION) {
            where = where(position, captures, true, stacks, false, user);
        }
        if (where.length() > SelectMenu.Item.MAX_DESCRIPTION) {
            where = where(position, captures, false, stacks, false, user);
        }
        return new SelectMenu.Item(cell.toString(), label, where, chosen);
    }

    /** "capture on E4 Tott, D5 Tzaar stack of 2 · stack on C3": each target with what stands there, or its cell alone. */
    private static String where(Position position, List<Cell> captures, boolean namingCaptured, List<Cell> stacks,
            boolean namingStackedOn, Wording user) {
        List<String> where = new ArrayList<>();
        if (!captures.isEmpty()) {
            where.add(user.say("panel.captureOn", targetsWords(position, captures, namingCaptured, user)));
        }
        if (!stacks.isEmpty()) {
            where.add(user.say("panel.stackOn", targetsWords(position, stacks, namingStackedOn, user)));
        }
        return String.join(" · ", where);
    }

    private static String targetsWords(Position position, List<Cell> cells, boolean naming, Wording user) {
        return String.join(", ", cells.stream().map(cell -> {
            Stack there = position.stackAt(cell).orElseThrow();
            return naming ? user.say("panel.standing", cell.toString(), user.piece(there.top()), there.height())
                    : cell.toString();
        }).toList());
    }

    /** A button per target of the chosen stack: red for a capture, green for a stack, as the picture marks them. */
    private static List<ActionButton> targetButtons(String gameId, int played, Position position, Cell from,
            Wording user) {
        Stack moving = position.stackAt(from).orElseThrow();
        List<ActionButton> buttons = new ArrayList<>();
        for (Action action : targets(position, from)) {
            Cell to = target(action);
            Stack there = position.stackAt(to).orElseThrow();
            boolean capture = action instanceof Action.Capture;
            String label = capture ? user.say("panel.capture", to.toString(), user.stack(there))
                    : user.say("panel.stackOnto", to.toString(), user.stack(there), moving.height() + there.height());
            Map<String, String> given = new java.util.LinkedHashMap<>();
            given.put(Option.FROM, from.toString());
            given.put(Option.TO, to.toString());
            buttons.add(ActionButton.of(ControlId.button(Command.MOVE, gameId, played, given), label,
                    capture ? ButtonStyle.DANGER : ButtonStyle.SUCCESS));
        }
        return buttons;
    }

    private static ActionButton back(String gameId, int played, Wording user) {
        return ActionButton.of(ControlId.button(Command.PANEL, gameId, played, Map.of()), user.say("button.back"),
                ButtonStyle.SECONDARY);
    }

    /** The captures and stacks of the stack on {@code from}, by target cell. */
    private static List<Action> targets(Position position, Cell from) {
        return position.legalActions().stream().filter(action -> origin(action).map(from::equals).orElse(false))
                .sorted(java.util.Comparator.comparing(Panels::target)).collect(Collectors.toList());
    }

    private static Optional<Cell> origin(Action action) {
        if (action instanceof Action.Capture capture) {
            return Optional.of(capture.from());
        }
        if (action instanceof Action.Stack stack) {
            return Optional.of(stack.from());
        }
        return Optional.empty();
    }

    private static Cell target(Action action) {
        return action instanceof Action.Capture capture ? capture.to() : ((Action.Stack) action).to();
    }

    /** "Tzarra", or "Tzarra stack of 3": what stands on a cell, without an article. */
    private static String stackWords(Stack stack, Wording user) {
        return stack.height() == 1 ? user.say("panel.stack.one", user.piece(stack.top()))
                : user.say("panel.stack.many", user.piece(stack.top()), stack.height());
    }
}
