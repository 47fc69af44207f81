package dev.tzaar.cli;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/**
 * The POSITION argument shared by commands: absent means the fixed start; {@code -} means a batch,
 * one position per line of standard input, answered one line each so that thousands of positions
 * can be checked in one run. Blank input lines are not positions: they are skipped, unanswered.
 */
final class PositionArgument {
    /** What the POSITION argument is, as each command's help says it. */
    static final String DESCRIPTION = "the position (default: the fixed start); - reads one per line from standard input";

    private PositionArgument() {
    }

    /** Answers with the same one line for a position given alone as for each of a batch. */
    static int answer(List<String> words, CliCommand.Terminal terminal, Function<Position, String> answer)
            throws IOException {
        return answer(words, terminal, answer, position -> List.of(answer.apply(position)));
    }

    /**
     * Answers the position given in {@code words} (all remaining arguments, joined) with its
     * {@code lines}, as many as there are (none at all, perhaps), or each non-blank line of standard
     * input when it is {@code -} with exactly one {@code line}. A refused position prints {@code
     * error: <reason>} in place of its answer, keeping the batch aligned line for line.
     */
    static int answer(List<String> words, CliCommand.Terminal terminal, Function<Position, String> line,
            Function<Position, List<String>> lines) throws IOException {
        if (words.size() == 1 && words.get(0).equals("-")) {
            String input;
            int status = CliCommand.OK;
            while ((input = terminal.in().readLine()) != null) {
                if (input.isBlank()) {
                    continue;
                }
                Checked<Position> position = Position.parse(input);
                if (position.isOk()) {
                    terminal.out().println(line.apply(position.value()));
                } else {
                    terminal.out().println("error: " + position.reason());
                    status = CliCommand.REFUSED;
                }
            }
            return status;
        }
        Checked<Position> position = words.isEmpty() ? Checked.ok(Position.START)
                : Position.parse(String.join(" ", words));
        if (!position.isOk()) {
            terminal.err().println("tzaar: " + position.reason());
            return CliCommand.REFUSED;
        }
        lines.apply(position.value()).forEach(terminal.out()::println);
        return CliCommand.OK;
    }
}
