package dev.tzaar.cli;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The options of a command read one by one, each wrong one refused with a line that says what is
 * wrong with it ({@link Wrong}), so that no command answers a typo with a stack trace or a bare
 * usage line.
 */
final class Arguments {
    /** {@code localhost:9001}, {@code 127.0.0.1:9001}, {@code [::1]:9001}: an address without its scheme. */
    private static final Pattern HOST_AND_PORT = Pattern.compile("(?:[A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+\\]):\\d{1,5}");

    /** A command line that cannot be run; the message says what is wrong, in one line. */
    static final class Wrong extends Exception {
        private static final long serialVersionUID = 1L;

        Wrong(String message) {
            super(message);
        }
    }

    private final List<String> args;
    private int next;

    Arguments(List<String> args) {
        this.args = List.copyOf(args);
    }

    boolean hasMore() {
        return next < args.size();
    }

    /** The next option's name. */
    String option() {
        return args.get(next++);
    }

    /** The value after {@code option}, which must be there and not be another option. */
    String value(String option, String what) throws Wrong {
        if (!hasMore() || args.get(next).startsWith("--")) {
            throw new Wrong(option + " needs " + what + " after it.");
        }
        return args.get(next++);
    }

    Path directory(String option) throws Wrong {
        String value = value(option, "a directory");
        try {
            return Path.of(value);
        } catch (InvalidPathException e) {
            throw new Wrong(option + ": \"" + value + "\" is not a path here (" + e.getReason() + ").");
        }
    }

    /** A language as Discord names them: {@code fr}, {@code en-US}. */
    String locale(String option) throws Wrong {
        String value = value(option, "a language like fr or en-US");
        if (!dev.tzaar.api.RequestLimits.isLocaleOrAbsent(value)) {
            throw new Wrong(option + " takes a language like fr or en-US, not \"" + value + "\".");
        }
        return value;
    }

    /** A port to listen on: 1 to 65535, or 0 for any free one. */
    int port(String option) throws Wrong {
        String value = value(option, "a port number");
        if (!value.matches("\\d{1,5}") || Integer.parseInt(value) > 65_535) {
            throw new Wrong(option + " takes a port number from 1 to 65535 (0: any free port), not \"" + value
                    + "\".");
        }
        return Integer.parseInt(value);
    }

    /**
     * An HTTP endpoint on this machine or another, like {@code http://127.0.0.1:9001}; an address
     * without a scheme ({@code localhost:9001}) means {@code http://}, as it does to a browser.
     */
    URI endpoint(String option) throws Wrong {
        String value = value(option, "a URL like http://127.0.0.1:9001");
        String url = HOST_AND_PORT.matcher(value).matches() ? "http://" + value : value;
        String example = " Give one like http://127.0.0.1:9001 (./tzaar local prints its own).";
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw new Wrong(option + ": \"" + value + "\" is not a URL (" + e.getReason() + ")." + example);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
            throw new Wrong(option + ": \"" + value + "\" is not an http:// URL with a host." + example);
        }
        if (uri.getRawPath() != null && !uri.getRawPath().isEmpty() && !uri.getRawPath().equals("/")
                || uri.getRawQuery() != null) {
            throw new Wrong(option + ": \"" + value + "\" has a path; the endpoint is only the scheme, host and "
                    + "port." + example);
        }
        return URI.create(scheme + "://" + uri.getRawAuthority());
    }
}
