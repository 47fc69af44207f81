package dev.tzaar.engine.record;

import dev.tzaar.engine.Checked;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A game record file brought from elsewhere, whatever its format: this project's own text ({@link RecordText},
 * what the Record button and {@code ./tzaar record} write) or LittleGolem's SGF ({@link LittleGolemSgf}),
 * told apart by how they begin, and replayed with the rules. A record from boardspace.net is recognised
 * and refused by name: its move log is boardspace's own, with no public description to read it by.
 */
public final class RecordFile {
    /** Every text record names its setup or its start position. */
    private static final Pattern TEXT_RECORD_START = Pattern.compile("(?im)^\\s*(setup|start)\\s*:");
    /** boardspace.net's game files: {@code GM[Tzaar]}, {@code SU[tzaar...]} and players as {@code P0[id "..."]}. */
    private static final Pattern BOARDSPACE = Pattern.compile("(?is)\\bGM\\[\\s*tzaar|\\bSU\\[\\s*tzaar|\\bP0\\[\\s*id\\b");
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    /** The formats read. */
    public enum Format {
        /** This project's text record. */
        TZAAR("TZAAR for Discord"),
        /** littlegolem.net's SGF-like records. */
        LITTLE_GOLEM("LittleGolem");

        private final String label;

        Format(String label) {
            this.label = label;
        }

        /** The name people know the format's source by, as a record's {@code Imported} tag keeps it. */
        public String label() {
            return label;
        }
    }

    /** What reading a file gave: a record, a file of no format read, or a record that cannot be played. */
    public sealed interface Outcome {
    }

    /** The record, replayed, and the format it was written in. */
    public record Read(GameRecord record, Format format) implements Outcome {
        public Read {
            Objects.requireNonNull(record, "record");
            Objects.requireNonNull(format, "format");
        }
    }

    /** A file in no format read: not a game record at all, or boardspace.net's. */
    public record Unreadable(boolean fromBoardspace) implements Outcome {
    }

    /**
     * A record in a format read that cannot be read or played: the format's reason, such as the first illegal
     * action with its number, its turn and the engine's reason.
     */
    public record Illegal(Format format, String reason) implements Outcome {
        public Illegal {
            Objects.requireNonNull(format, "format");
            Objects.requireNonNull(reason, "reason");
        }
    }

    private RecordFile() {
    }

    /** The format the text is written in; empty when it is in none read (see {@link #read}). */
    public static Optional<Format> formatOf(String text) {
        String clean = withoutByteOrderMark(text);
        if (clean.stripLeading().startsWith("(;")) {
            return BOARDSPACE.matcher(clean).find() ? Optional.empty() : Optional.of(Format.LITTLE_GOLEM);
        }
        return TEXT_RECORD_START.matcher(clean).find() ? Optional.of(Format.TZAAR) : Optional.empty();
    }

    /** The record in the text, replayed with the rules, or why there is none. */
    public static Outcome read(String text) {
        Optional<Format> format = formatOf(text);
        if (format.isEmpty()) {
            return new Unreadable(BOARDSPACE.matcher(text).find());
        }
        String clean = withoutByteOrderMark(text);
        Checked<GameRecord> record = format.get() == Format.LITTLE_GOLEM ? LittleGolemSgf.parse(clean)
                : RecordText.parse(clean);
        return record.isOk() ? new Read(record.value(), format.get()) : new Illegal(format.get(), record.reason());
    }

    private static String withoutByteOrderMark(String text) {
        return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
    }
}
