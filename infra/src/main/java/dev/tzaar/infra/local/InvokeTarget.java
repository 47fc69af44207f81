package dev.tzaar.infra.local;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The function and qualifier an Invoke request names. Lambda accepts the function as {@code name},
 * {@code name:qualifier}, {@code account:function:name[:qualifier]} or a full ARN, and the qualifier
 * also as {@code ?Qualifier=}; the two must agree when both are given.
 *
 * @param name the function name alone
 * @param qualifier the version or alias, or null for none
 */
record InvokeTarget(String name, String qualifier) {

    static final String PATH_PREFIX = "/2015-03-31/functions/";
    static final String PATH_SUFFIX = "/invocations";

    /** A request the server refuses with a 400, carrying Lambda's error type for it. */
    static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;
        final String errorType;

        Invalid(String errorType, String message) {
            super(message, null, false, false);
            this.errorType = errorType;
        }
    }

    /**
     * The target of an Invoke path, or empty when the path is not an Invoke path at all.
     *
     * @param path the decoded request path
     * @param rawQuery the raw query string, or null
     */
    static Optional<InvokeTarget> parse(String path, String rawQuery) throws Invalid {
        if (!path.startsWith(PATH_PREFIX) || !path.endsWith(PATH_SUFFIX)
                || path.length() <= PATH_PREFIX.length() + PATH_SUFFIX.length()) {
            return Optional.empty();
        }
        String function = path.substring(PATH_PREFIX.length(), path.length() - PATH_SUFFIX.length());
        if (function.contains("/")) {
            return Optional.empty();
        }
        InvokeTarget named = fromFunctionName(function);
        String queried = queryParameter(rawQuery, "Qualifier");
        if (queried == null || queried.equals(named.qualifier)) {
            return Optional.of(named);
        }
        if (named.qualifier != null) {
            throw new Invalid("InvalidParameterValueException",
                    "The derived qualifier from the function name does not match the specified qualifier.");
        }
        return Optional.of(new InvokeTarget(named.name, queried));
    }

    private static InvokeTarget fromFunctionName(String function) throws Invalid {
        String[] parts = function.split(":", -1);
        switch (parts.length) {
            case 1:
                return of(parts[0], null, function);
            case 2:
                return of(parts[0], parts[1], function);
            case 3:
            case 4:
                if (parts[1].equals("function")) {
                    return of(parts[2], parts.length == 4 ? parts[3] : null, function);
                }
                break;
            case 7:
            case 8:
                if (parts[0].equals("arn") && parts[2].equals("lambda") && parts[5].equals("function")) {
                    return of(parts[6], parts.length == 8 ? parts[7] : null, function);
                }
                break;
            default:
                break;
        }
        throw notAFunctionName(function);
    }

    private static InvokeTarget of(String name, String qualifier, String function) throws Invalid {
        if (name.isEmpty() || (qualifier != null && qualifier.isEmpty())) {
            throw notAFunctionName(function);
        }
        return new InvokeTarget(name, qualifier);
    }

    private static Invalid notAFunctionName(String function) {
        return new Invalid("ValidationException", "1 validation error detected: Value '" + function
                + "' at 'functionName' failed to satisfy constraint: it is not a function name, "
                + "name:qualifier, partial ARN or ARN");
    }

    private static String queryParameter(String rawQuery, String wanted) {
        if (rawQuery == null) {
            return null;
        }
        for (String pair : rawQuery.split("&")) {
            int eq = pair.indexOf('=');
            String key = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            if (key.equals(wanted)) {
                return eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            }
        }
        return null;
    }
}
