package dev.tzaar.testkit.discord;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code multipart/form-data} body as JDA sends it with files: a {@code payload_json} part and one
 * {@code files[n]} part per file.
 */
record Multipart(List<Part> parts) {
    private static final Pattern BOUNDARY = Pattern.compile("boundary=\"?([^\";]+)\"?");
    private static final Pattern PARAMETER = Pattern.compile("(\\w+)=\"([^\"]*)\"");
    private static final byte[] CRLF = {'\r', '\n'};
    private static final byte[] HEADERS_END = {'\r', '\n', '\r', '\n'};

    /** @param filename null for a part that is no file */
    record Part(String name, String filename, String contentType, byte[] bytes) {
        String text() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    static boolean isMultipart(String contentType) {
        return contentType != null && contentType.toLowerCase(Locale.ROOT).startsWith("multipart/form-data");
    }

    /** @throws IllegalArgumentException when the body is not well-formed */
    static Multipart parse(String contentType, byte[] body) {
        Matcher boundary = BOUNDARY.matcher(contentType);
        if (!boundary.find()) {
            throw new IllegalArgumentException("no boundary in " + contentType);
        }
        byte[] delimiter = ("--" + boundary.group(1)).getBytes(StandardCharsets.US_ASCII);
        byte[] nextDelimiter = concat(CRLF, delimiter);
        List<Part> parts = new ArrayList<>();
        int position = indexOf(body, delimiter, 0);
        if (position < 0) {
            throw new IllegalArgumentException("no part");
        }
        position += delimiter.length;
        while (!startsWith(body, position, new byte[] {'-', '-'})) {
            int headersStart = position + CRLF.length;
            int headersEnd = indexOf(body, HEADERS_END, headersStart);
            int end = headersEnd < 0 ? -1 : indexOf(body, nextDelimiter, headersEnd + HEADERS_END.length);
            if (end < 0) {
                throw new IllegalArgumentException("unterminated part");
            }
            String headers = new String(body, headersStart, headersEnd - headersStart, StandardCharsets.UTF_8);
            parts.add(part(headers, Arrays.copyOfRange(body, headersEnd + HEADERS_END.length, end)));
            position = end + nextDelimiter.length;
        }
        return new Multipart(List.copyOf(parts));
    }

    Optional<Part> part(String name) {
        return parts.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    private static Part part(String headers, byte[] bytes) {
        String name = null;
        String filename = null;
        String contentType = null;
        for (String header : headers.split("\r\n")) {
            int colon = header.indexOf(':');
            String key = header.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = header.substring(colon + 1).trim();
            if (key.equals("content-type")) {
                contentType = value;
            } else if (key.equals("content-disposition")) {
                Matcher parameter = PARAMETER.matcher(value);
                while (parameter.find()) {
                    switch (parameter.group(1)) {
                        case "name" -> name = parameter.group(2);
                        case "filename" -> filename = parameter.group(2);
                        default -> { }
                    }
                }
            }
        }
        if (name == null) {
            throw new IllegalArgumentException("a part without a name: " + headers);
        }
        return new Part(name, filename, contentType, bytes);
    }

    private static int indexOf(byte[] haystack, byte[] needle, int from) {
        for (int i = from; i <= haystack.length - needle.length; i++) {
            if (startsWith(haystack, i, needle)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsWith(byte[] bytes, int offset, byte[] prefix) {
        if (offset + prefix.length > bytes.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (bytes[offset + i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
