package dev.tzaar.cli;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.TypeConversionException;

/**
 * The kinds of value the commands' options take, each read from its text or refused with a line
 * that says what is wrong with it, so that no command answers a typo with a stack trace.
 */
final class Values {
    private Values() {
    }

    /**
     * A value of one kind: picocli converts an option's text with it, and a value left out is asked
     * for by its {@link #what}.
     */
    abstract static class Kind<T> implements ITypeConverter<T> {
        /** What the option needs after it: {@code a port number}. */
        abstract String what();
    }

    /** What {@code option} needs after it, when left out. */
    static String what(OptionSpec option) {
        return option.converters().length > 0 && option.converters()[0] instanceof Kind<?> kind ? kind.what() : "a value";
    }

    /** A value refused, said of the option it was given to: {@code --port takes a port number...}. */
    static final class Refused extends TypeConversionException {
        private static final long serialVersionUID = 1L;
        private final boolean continuesTheName;

        /** @param afterTheName how the sentence goes on after the option's name: {@code takes a port number...} */
        Refused(String afterTheName) {
            this(afterTheName, true);
        }

        private Refused(String message, boolean continuesTheName) {
            super(message);
            this.continuesTheName = continuesTheName;
        }

        /** A reason that stands alone: after an option's name and a colon, or by itself for a word. */
        static Refused because(String reason) {
            return new Refused(reason, false);
        }

        String about(ArgSpec arg) {
            if (!(arg instanceof OptionSpec option)) {
                return getMessage();
            }
            return option.longestName() + (continuesTheName ? " " : ": ") + getMessage();
        }
    }

    /** A directory (or where one is to be made). */
    static final class Directory extends Kind<Path> {
        @Override
        String what() {
            return "a directory";
        }

        @Override
        public Path convert(String value) {
            try {
                return Path.of(value);
            } catch (InvalidPathException e) {
                throw Refused.because("\"" + value + "\" is not a path here (" + e.getReason() + ").");
            }
        }
    }

    /** A port to listen on: 1 to 65535, or 0 for any free one. */
    static final class Port extends Kind<Integer> {
        @Override
        String what() {
            return "a port number";
        }

        @Override
        public Integer convert(String value) {
            if (!value.matches("\\d{1,5}") || Integer.parseInt(value) > 65_535) {
                throw new Refused("takes a port number from 1 to 65535 (0: any free port), not \"" + value + "\".");
            }
            return Integer.parseInt(value);
        }
    }

    /** A language as Discord names them: {@code fr}, {@code en-US}. */
    static final class Language extends Kind<String> {
        @Override
        String what() {
            return "a language like fr or en-US";
        }

        @Override
        public String convert(String value) {
            if (!dev.tzaar.api.RequestLimits.isLocaleOrAbsent(value)) {
                throw new Refused("takes a language like fr or en-US, not \"" + value + "\".");
            }
            return value;
        }
    }

    /** A whole number, negative too: a seed. */
    static final class WholeNumber extends Kind<Long> {
        @Override
        String what() {
            return "a whole number";
        }

        @Override
        public Long convert(String value) {
            try {
                return Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw new Refused("takes a whole number, not \"" + value + "\".");
            }
        }
    }

    /** A count of things from 1 up, such as requests or games. */
    static final class Count extends Kind<Integer> {
        @Override
        String what() {
            return "a number";
        }

        @Override
        public Integer convert(String value) {
            if (!value.matches("[0-9]{1,9}") || Integer.parseInt(value) < 1) {
                throw new Refused("takes a whole number above 0, not \"" + value + "\".");
            }
            return Integer.parseInt(value);
        }
    }

    /**
     * An HTTP endpoint on this machine or another, like {@code http://127.0.0.1:9001}; an address
     * without a scheme ({@code localhost:9001}) means {@code http://}, as it does to a browser.
     */
    static final class Endpoint extends Kind<URI> {
        /** {@code localhost:9001}, {@code 127.0.0.1:9001}, {@code [::1]:9001}: an address without its scheme. */
        private static final Pattern HOST_AND_PORT = Pattern.compile("(?:[A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+\\]):\\d{1,5}");
        private static final String EXAMPLE = " Give one like http://127.0.0.1:9001 (./tzaar local prints its own).";

        @Override
        String what() {
            return "a URL like http://127.0.0.1:9001";
        }

        @Override
        public URI convert(String value) {
            String url = HOST_AND_PORT.matcher(value).matches() ? "http://" + value : value;
            URI uri;
            try {
                uri = new URI(url);
            } catch (URISyntaxException e) {
                throw Refused.because("\"" + value + "\" is not a URL (" + e.getReason() + ")." + EXAMPLE);
            }
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
                throw Refused.because("\"" + value + "\" is not an http:// URL with a host." + EXAMPLE);
            }
            if (uri.getRawPath() != null && !uri.getRawPath().isEmpty() && !uri.getRawPath().equals("/")
                    || uri.getRawQuery() != null) {
                throw Refused.because("\"" + value + "\" has a path; the endpoint is only the scheme, host and port."
                        + EXAMPLE);
            }
            return URI.create(scheme + "://" + uri.getRawAuthority());
        }
    }
}
