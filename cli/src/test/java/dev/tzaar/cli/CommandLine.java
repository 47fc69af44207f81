package dev.tzaar.cli;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** Runs {@code ./tzaar} in-process over in-memory streams, as a script or a person would. */
record CommandLine(int status, String out, String err) {

    static CommandLine withInput(String stdin, String... args) throws Exception {
        return withInputSaying(null, new CompletableFuture<>(), stdin, args);
    }

    /** As {@link #withInput}, completing {@code said} as soon as its error stream has said {@code words}. */
    static CommandLine withInputSaying(String words, CompletableFuture<Void> said, String stdin, String... args)
            throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream() {
            @Override
            public synchronized void write(byte[] bytes, int offset, int length) {
                super.write(bytes, offset, length);
                if (words != null && toString(StandardCharsets.UTF_8).contains(words)) {
                    said.complete(null);
                }
            }
        };
        CliCommand.Terminal terminal = new CliCommand.Terminal(new BufferedReader(new StringReader(stdin)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        int status = Tzaar.run(List.of(args), terminal);
        return new CommandLine(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static CommandLine run(String... args) throws Exception {
        return withInput("", args);
    }

    List<String> outLines() {
        return out.lines().toList();
    }

    String lastLine() {
        List<String> lines = outLines();
        return lines.get(lines.size() - 1);
    }
}
