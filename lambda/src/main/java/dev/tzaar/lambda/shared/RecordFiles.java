package dev.tzaar.lambda.shared;

import java.util.Objects;

/**
 * Where {@code /tzaar import} gets an attached record file's text: from Discord's CDN, by the address the
 * interaction gave. The commands only ask; the fetching itself lives at the function's edge ({@code
 * DiscordCdnFiles}, wired by {@code FunctionWiring}), so that no command reaches the network.
 */
@FunctionalInterface
public interface RecordFiles {

    /** What a fetch gave: the file's text, or why there is none. */
    sealed interface Fetched {
    }

    /** The file's text, read as UTF-8. */
    record Text(String text) implements Fetched {
        public Text {
            Objects.requireNonNull(text, "text");
        }
    }

    /** Why the file was not fetched. */
    record Refused(Problem problem) implements Fetched {
        public Refused {
            Objects.requireNonNull(problem, "problem");
        }
    }

    enum Problem {
        /** The address is not one of Discord's CDN's: nothing was fetched from it. */
        NOT_DISCORDS,
        /** The file is larger than {@link dev.tzaar.api.RequestLimits#RECORD_FILE}. */
        TOO_LARGE,
        /** Discord's CDN did not give the file in time, or gave an error. */
        UNREACHABLE
    }

    /** Fetches nothing: for a function without network access (the service's tests). */
    RecordFiles NONE = address -> new Refused(Problem.UNREACHABLE);

    /** The file at {@code address}, when it is Discord's and small enough. */
    Fetched fetch(String address);
}
