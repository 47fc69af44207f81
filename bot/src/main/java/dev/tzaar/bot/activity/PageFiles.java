package dev.tzaar.bot.activity;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;

/**
 * The built page, served from the class path where the {@code tzaar-activity} jar puts it
 * ({@value #ROOT}): {@code index.html} at {@code /}, never cached (it names the assets of this build),
 * and {@code assets/<name>}, whose names carry a hash of their content, cached for good. Nothing else
 * is served: not {@code bundle.json}, not a name that climbs out of {@code assets/} ({@code ..}, encoded
 * slashes, backslashes), not a file of another type than the page's own.
 */
public final class PageFiles {
    /** Where the activity module's build writes the page, as a class-path folder. */
    public static final String ROOT = "dev/tzaar/activity/web/";
    private static final Pattern ASSET = Pattern.compile("/assets/[A-Za-z0-9][A-Za-z0-9_-]*(\\.[A-Za-z0-9]+)+");
    private static final Map<String, String> TYPES = Map.of(
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "ttf", "font/ttf",
            "woff2", "font/woff2",
            "svg", "image/svg+xml",
            "png", "image/png");
    private static final String IMMUTABLE = "public, max-age=31536000, immutable";

    private final ClassLoader loader;
    private final String root;
    private final Map<String, byte[]> read = new ConcurrentHashMap<>();
    /** Each file's gzip, by name, made when first asked for. */
    private final Map<String, byte[]> gzipped = new ConcurrentHashMap<>();

    /** The page the class path holds at {@value #ROOT}. */
    public static PageFiles fromClassPath() {
        return new PageFiles(PageFiles.class.getClassLoader(), ROOT);
    }

    /** Another page: a test's. */
    PageFiles(ClassLoader loader, String root) {
        this.loader = loader;
        this.root = root;
    }

    /** Whether the page is there at all: a class path without the activity jar has none. */
    public boolean present() {
        return bytes("index.html").isPresent();
    }

    /**
     * The file a {@code GET} of {@code path} is answered with, or empty for anything that is not one of them.
     *
     * @param gzip whether the caller takes gzip ({@code Accept-Encoding}): the script is a third of its size so
     */
    Optional<ActivityResponse> serve(String path, boolean gzip) {
        if (path.equals("/") || path.equals("/index.html")) {
            return bytes("index.html").map(page -> file("index.html", "text/html; charset=utf-8", "no-cache", page,
                    gzip));
        }
        if (!ASSET.matcher(path).matches() || path.contains("..")) {
            return Optional.empty();
        }
        String type = TYPES.get(path.substring(path.lastIndexOf('.') + 1));
        if (type == null) {
            return Optional.empty();
        }
        String name = path.substring(1);
        return bytes(name).map(file -> file(name, type, IMMUTABLE, file, gzip && !type.equals("image/png")));
    }

    private ActivityResponse file(String name, String type, String caching, byte[] bytes, boolean gzip) {
        if (!gzip) {
            return new ActivityResponse(200, Map.of("Content-Type", type, "Cache-Control", caching,
                    "Vary", "Accept-Encoding"), bytes);
        }
        byte[] packed = gzipped.computeIfAbsent(name, n -> gzip(bytes));
        return new ActivityResponse(200, Map.of("Content-Type", type, "Cache-Control", caching,
                "Content-Encoding", "gzip", "Vary", "Accept-Encoding"), packed);
    }

    private static byte[] gzip(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length / 2);
        try (GZIPOutputStream zip = new GZIPOutputStream(out)) {
            zip.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private Optional<byte[]> bytes(String name) {
        byte[] known = read.get(name);
        if (known != null) {
            return Optional.of(known);
        }
        try (InputStream in = loader.getResourceAsStream(root + name)) {
            if (in == null) {
                return Optional.empty();
            }
            byte[] file = in.readAllBytes();
            read.put(name, file);
            return Optional.of(file);
        } catch (IOException e) {
            throw new UncheckedIOException("the page's " + name + " cannot be read", e);
        }
    }
}
