package dev.tzaar.lambda.shared;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.api.PracticeView;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Deed;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.engine.practice.Lesson;
import dev.tzaar.engine.practice.Shortfall;
import dev.tzaar.engine.practice.Task;
import dev.tzaar.engine.practice.Turns;
import dev.tzaar.engine.practice.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * An exercise's private panel ({@code /tzaar learn}): its task in words, the picture, a menu of the
 * pieces, then the chosen piece's targets as buttons, and Pass where the turn allows it, as a game's
 * panel ({@link Panels}) plays a turn. Beside the legal targets, the panel offers the cells the
 * exercise marks, so that a player can try what the lesson warns about and hear the rules' reason.
 *
 * <p>Nothing is remembered between presses: each control carries the exercise (as its game, {@code
 * capture-2}), the turn's first action once played, the misses so far, and the choice made.
 */
public final class PracticePanel {
    /** The misses after which the panel's picture marks the piece to play. */
    static final int MISSES_BEFORE_A_HINT = 2;
    /** The game a first game's button names: none yet, so a word that says what it is. */
    static final String FIRST_GAME = "first";

    /** What has been tried in the exercise: the turn's actions played so far, and the wrong answers. */
    public record Tried(List<Action> played, int misses) {
        public Tried {
            played = List.copyOf(played);
        }

        public static final Tried NOTHING = new Tried(List.of(), 0);
    }

    private PracticePanel() {
    }

    /** The control id's game for an exercise: its key with a hyphen, which a control id allows. */
    public static String controlName(Exercise exercise) {
        return exercise.lesson() + "-" + exercise.number();
    }

    /** The exercise a control names, if it names one. */
    public static Optional<Exercise> named(String controlName) {
        return Course.exercise(controlName.replace('-', '.'));
    }

    /** The panel with a piece chosen or not, after {@code tried}, opening with {@code lead} when not empty. */
    public static GameReply showing(CommandServices services, Exercise exercise, Tried tried, Optional<Cell> piece,
            String lead, Wording user) {
        return showing(services, exercise, tried, piece, lead, PracticeView.Verdict.NONE, user);
    }

    /** The same, the live board's view saying that {@code lead} is what the last try came to. */
    private static GameReply showing(CommandServices services, Exercise exercise, Tried tried, Optional<Cell> piece,
            String lead, PracticeView.Verdict verdict, Wording user) {
        Position now = after(exercise.position(), tried.played());
        List<String> text = new ArrayList<>();
        if (!lead.isEmpty()) {
            text.add(lead);
        }
        int index = Course.exercises().indexOf(exercise) + 1;
        text.add(user.say("learn.heading", user.say("practice." + exercise.lesson() + ".title"), index,
                Course.exercises().size()));
        text.add(user.say("practice." + exercise.key() + ".task"));
        Optional<Cell> hint = tried.misses() >= MISSES_BEFORE_A_HINT ? exercise.hint(tried.played()) : Optional.empty();
        hint.ifPresent(cell -> text.add(user.say("learn.hint", cell.toString())));
        Optional<Cell> marked = piece.or(() -> hint);
        Controls controls = controls(Command.LEARN, controlName(exercise), tried.played().size(), state(tried), now,
                exercise.marks(), piece, user);
        List<SelectMenu> menus = controls.menus();
        List<ActionButton> buttons = new ArrayList<>(controls.buttons());
        nextLesson(exercise).ifPresent(next -> buttons.add(ActionButton.of(ControlId.button(Command.LEARN,
                controlName(next), 0, Map.of(Option.SKIPPED, "yes")), user.say("learn.skip"), ButtonStyle.SECONDARY)));
        Optional<Cell> hinted = hint.filter(c -> now.stackAt(c).isPresent());
        List<String> said = new ArrayList<>(text.subList(0, lead.isEmpty() ? 0 : 1));
        hint.ifPresent(cell -> said.add(text.get(text.size() - 1)));
        PracticeView view = PracticeViews.of(PracticeView.LESSON, controlName(exercise), text.get(lead.isEmpty() ? 0 : 1),
                user.say("practice." + exercise.key() + ".task"), said, verdict, now, hinted,
                offered(now, exercise.marks()), state(tried), user)
                .skipTo(nextLesson(exercise).map(PracticePanel::controlName)).view();
        return GameReply.privately(String.join("\n", text)).withMenus(menus).withButtons(buttons)
                .withImage(services.pictures().drawPosition(now, marked.filter(c -> now.stackAt(c).isPresent()),
                        user.texts().locale()))
                .withPractice(view);
    }

    /**
     * Every action the panel's controls offer in {@code now}, as the live board offers them: each piece of the
     * menu with each of its targets, then Pass on a second action.
     */
    public static List<Action> offered(Position now, List<Cell> marks) {
        List<Action> offered = new ArrayList<>();
        for (Cell piece : pieces(now, marks)) {
            for (Cell to : targets(now, marks, piece)) {
                action(now, piece, to).ifPresent(offered::add);
            }
        }
        if (now.step() == dev.tzaar.engine.Step.SECOND) {
            offered.add(Action.PASS);
        }
        return offered;
    }

    /** A panel's controls for one position: the menu of the pieces, the chosen piece's targets, Pass. */
    public record Controls(List<SelectMenu> menus, List<ActionButton> buttons) {
        public Controls {
            menus = List.copyOf(menus);
            buttons = List.copyOf(buttons);
        }
    }

    /**
     * The controls that play an action in {@code now}, as controls of {@code command} for {@code game}
     * at {@code played}, each carrying {@code state}: the mover's pieces that can act (and the cells of
     * {@code marks} among them) in a menu; once a piece is chosen, its legal targets (and the other
     * marked cells) as buttons, captures red and stacks green; Pass on a second action. The lessons
     * mark cells to try what the rules forbid; a puzzle marks none.
     */
    public static Controls controls(Command command, String game, int played, Map<String, String> state, Position now,
            List<Cell> marks, Optional<Cell> piece, Wording user) {
        List<SelectMenu> menus = new ArrayList<>();
        List<ActionButton> buttons = new ArrayList<>();
        List<Cell> pieces = pieces(now, marks);
        // A game's position may have more pieces than a menu holds: then a menu for each group of columns.
        List<ColumnGroups.Group> groups = ColumnGroups.of(pieces, SelectMenu.MAX_ITEMS);
        for (ColumnGroups.Group group : groups) {
            List<SelectMenu.Item> items = group.cells().stream().map(cell -> new SelectMenu.Item(cell.toString(),
                    user.say("panel.piece.alone", cell.toString(), user.stack(now.stackAt(cell).orElseThrow())), "",
                    piece.map(cell::equals).orElse(false))).toList();
            boolean one = groups.size() == 1;
            menus.add(new SelectMenu(ControlId.menu(command, game, played, state, Option.FROM,
                    one ? null : group.first() + "-" + group.last()).toString(),
                    one ? user.say("panel.pieces")
                            : user.say("panel.piecesOn", String.valueOf(group.first()), String.valueOf(group.last())),
                    items));
        }
        if (piece.isPresent()) {
            for (Cell to : targets(now, marks, piece.get())) {
                Map<String, String> given = new LinkedHashMap<>(state);
                given.put(Option.FROM, piece.get().toString());
                given.put(Option.TO, to.toString());
                Stack there = now.stackAt(to).orElseThrow();
                boolean capture = there.owner() != now.sideToMove();
                buttons.add(ActionButton.of(ControlId.button(command, game, played, given),
                        capture ? user.say("panel.capture", to.toString(), user.stack(there))
                                : user.say("learn.stackOnto", to.toString(), user.stack(there)),
                        capture ? ButtonStyle.DANGER : ButtonStyle.SUCCESS));
            }
        }
        if (now.step() == dev.tzaar.engine.Step.SECOND) {
            Map<String, String> given = new LinkedHashMap<>(state);
            given.put(Option.PASSED, "yes");
            buttons.add(ActionButton.of(ControlId.button(command, game, played, given), user.say("button.pass"),
                    ButtonStyle.PRIMARY));
        }
        return new Controls(menus, buttons);
    }

    /**
     * What the engine made of the actions tried ({@link Exercise#judge}): the next exercise after a right answer, the reason and
     * another try after a wrong one, the turn's next action when it goes on.
     */
    public static GameReply judged(CommandServices services, Exercise exercise, Tried before, Verdict verdict,
            Wording user) {
        Tried missed = new Tried(List.of(), before.misses() + 1);
        if (verdict instanceof Verdict.Illegal illegal) {
            String reason = user.refusal(illegal.refusal().<Checked<Object>>map(r -> Checked.refused(illegal.reason(), r))
                    .orElseGet(() -> Checked.refused(illegal.reason())));
            return showing(services, exercise, missed, Optional.empty(), user.say("learn.notAllowed", reason),
                    PracticeView.Verdict.ILLEGAL, user);
        }
        if (verdict instanceof Verdict.Unfinished unfinished) {
            return showing(services, exercise, new Tried(unfinished.attempt().actions(), before.misses()),
                    Optional.empty(), user.say("learn.goOn"), PracticeView.Verdict.GO_ON, user);
        }
        if (verdict instanceof Verdict.Missed miss) {
            List<String> said = new ArrayList<>();
            for (Deed deed : miss.attempt().deeds()) {
                said.add(deed(deed, user));
            }
            said.add(shortfall(miss.shortfall(), user));
            return showing(services, exercise, missed, Optional.empty(),
                    user.say("learn.wrong", String.join(" ", said)), PracticeView.Verdict.WRONG, user);
        }
        Verdict.Solved solved = (Verdict.Solved) verdict;
        List<String> text = new ArrayList<>();
        text.add(user.say("learn.right", user.say("practice." + exercise.key() + ".right")));
        if (!solved.answer().isEmpty()) {
            text.add(user.say("learn.botAnswers", Turns.notation(solved.answer())));
        }
        Optional<Exercise> next = Course.after(exercise);
        List<ActionButton> buttons = new ArrayList<>();
        if (next.isPresent()) {
            buttons.add(ActionButton.of(ControlId.button(Command.LEARN, controlName(next.get()), 0, Map.of()),
                    user.say("learn.next"), ButtonStyle.PRIMARY));
        } else {
            text.add(user.say("learn.courseDone", user.slash(Command.AI, Option.LEVEL, "easy")));
            buttons.add(firstGame(user));
        }
        buttons.add(ActionButton.of(ControlId.button(Command.LEARN, controlName(exercise), 0, Map.of()),
                user.say("learn.again"), ButtonStyle.SECONDARY));
        PracticeView view = PracticeViews.of(PracticeView.LESSON, controlName(exercise),
                user.say("learn.heading", user.say("practice." + exercise.lesson() + ".title"),
                        Course.exercises().indexOf(exercise) + 1, Course.exercises().size()),
                user.say("practice." + exercise.key() + ".task"), text, PracticeView.Verdict.RIGHT, solved.answered(),
                Optional.empty(), List.of(), Map.of(), user)
                .over(next.map(PracticePanel::controlName), controlName(exercise), next.isEmpty()).view();
        return GameReply.privately(String.join("\n", text)).withButtons(buttons)
                .withImage(services.pictures().drawPosition(solved.answered(), Optional.empty(), user.texts().locale()))
                .withPractice(view);
    }

    /**
     * The button that starts {@code /tzaar ai level:easy}'s game. The function cannot name the bot here
     * (a press carries no bot user): the frontend that shows the button is the bot, and makes a press of
     * a control of {@link Command#AI} a game against itself, as it does the slash command.
     */
    static ActionButton firstGame(Wording user) {
        return ActionButton.of(ControlId.button(Command.AI, FIRST_GAME, 0, Map.of(Option.LEVEL, "easy")),
                user.say("learn.firstGame"), ButtonStyle.SUCCESS);
    }

    /** The first exercise of the lesson after the exercise's, unless it is in the last lesson. */
    private static Optional<Exercise> nextLesson(Exercise exercise) {
        List<Lesson> lessons = Course.lessons();
        int at = lessons.indexOf(Course.lesson(exercise.lesson()).orElseThrow());
        return at + 1 < lessons.size() ? Optional.of(lessons.get(at + 1).exercises().get(0)) : Optional.empty();
    }

    /** The position after legal actions. */
    public static Position after(Position position, List<Action> played) {
        Position now = position;
        for (Action action : played) {
            now = now.apply(action).orElseThrow();
        }
        return now;
    }

    private static Map<String, String> state(Tried tried) {
        Map<String, String> state = new LinkedHashMap<>();
        if (!tried.played().isEmpty()) {
            state.put(Option.FIRST, tried.played().get(0).toString());
        }
        if (tried.misses() > 0) {
            state.put(Option.MISSES, Integer.toString(tried.misses()));
        }
        return state;
    }

    /** The mover's stacks that can act, and those marked. */
    private static List<Cell> pieces(Position now, List<Cell> marks) {
        TreeSet<Cell> pieces = new TreeSet<>();
        for (Action action : now.legalActions()) {
            Turns.origin(action).ifPresent(pieces::add);
        }
        marks.stream().filter(cell -> now.stackAt(cell).map(s -> s.owner() == now.sideToMove()).orElse(false))
                .forEach(pieces::add);
        return List.copyOf(pieces);
    }

    /** The piece's legal targets, and the marked cells it might be tried on. */
    private static List<Cell> targets(Position now, List<Cell> marks, Cell from) {
        TreeSet<Cell> targets = new TreeSet<>();
        for (Action action : now.legalActions()) {
            if (Turns.origin(action).map(from::equals).orElse(false)) {
                targets.add(action instanceof Action.Capture c ? c.to() : ((Action.Stack) action).to());
            }
        }
        marks.stream().filter(cell -> !cell.equals(from) && now.stackAt(cell).isPresent())
                .forEach(targets::add);
        return List.copyOf(targets);
    }

    /** The action a target press means: a capture of an enemy stack, a stack onto one's own. */
    public static Optional<Action> action(Position now, Cell from, Cell to) {
        Optional<Stack> there = now.stackAt(to);
        if (there.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(there.get().owner() == now.sideToMove() ? new Action.Stack(from, to)
                : new Action.Capture(from, to));
    }

    private static String deed(Deed deed, Wording user) {
        if (deed instanceof Deed.Captured c) {
            return user.say("practice.deed.captured", c.from().toString(), c.to().toString(), user.stack(c.mover()),
                    user.stack(c.taken()));
        }
        if (deed instanceof Deed.Stacked s) {
            return user.say("practice.deed.stacked", s.from().toString(), s.to().toString(), user.stack(s.made()));
        }
        return user.say("practice.deed.passed");
    }

    private static String shortfall(Shortfall shortfall, Wording user) {
        List<Object> words = new ArrayList<>();
        for (Object detail : shortfall.details()) {
            if (detail instanceof Side side) {
                words.add(user.colour(side));
            } else if (detail instanceof PieceType type) {
                words.add(user.piece(type));
            } else if (detail instanceof Stack stack) {
                words.add(user.stack(stack));
            } else if (detail instanceof Result result) {
                words.add(user.reason(result));
            } else if (detail instanceof Task.SecondAction.Kind kind) {
                words.add(user.say("practice.second." + Wording.lower(kind)));
            } else if (detail instanceof List<?> turn) {
                words.add(Turns.notation(turn.stream().map(Action.class::cast).toList()));
            } else if (detail instanceof Integer count) {
                words.add(count);
            } else {
                words.add(detail.toString());
            }
        }
        return user.say("practice.shortfall." + Wording.lower(shortfall.kind()), words.toArray());
    }
}
