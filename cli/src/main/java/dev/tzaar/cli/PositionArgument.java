package dev.tzaar.cli;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/**
 * The POSITION argument shared by commands: absent means the fixed start; {@code -} means a batch,
 * one position per line of standard input, answered one line each so that thousands of positions
 * can be checked in one run.
 */
final class PositionArgument {
    private PositionArgument() {
    }

    /**
     * Answers the position given in {@code words} (all remaining arguments, joined), or each line of
     * standard input when it is {@code -}. A refused position prints {@code error: <reason>} in place
     * of its answer, keeping the batch aligned line for line.
     */
    static int answer(List<String> words, Command.Terminal terminal, Function<Position, String> answer)
            throws IOException {
        if (words.size() == 1 && words.get(0).equals("-")) {
            String line;
            int status = Command.OK;
            while ((line = terminal.in().readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                Checked<Position> position = Position.parse(line);
                if (position.isOk()) {
                    terminal.out().println(answer.apply(position.value()));
                } else {
                    terminal.out().println("error: " + position.reason());
                    status = Command.REFUSED;
                }
            }
            return status;
        }
        Checked<Position> position = words.isEmpty() ? Checked.ok(Position.START)
                : Position.parse(String.join(" ", words));
        if (!position.isOk()) {
            terminal.err().println("tzaar: " + position.reason());
            return Command.REFUSED;
        }
        terminal.out().println(answer.apply(position.value()));
        return Command.OK;
    }
}
