package dev.tzaar.bot.activity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * The page is served from the class path as its build wrote it (test resources stand in:
 * {@code dev/tzaar/bot/activity/page/}, beside a {@code secret.txt} that must never come out): the
 * page never cached, its hashed assets cached for good, and nothing else whatever the path says.
 */
class PageFilesTest {
    private final PageFiles page = new PageFiles(PageFilesTest.class.getClassLoader(), "dev/tzaar/bot/activity/page/");

    @Test
    void theIndexIsServedAtTheRootAndNeverCached() {
        ActivityResponse index = page.serve("/", false).orElseThrow();
        assertEquals(200, index.status());
        assertEquals("text/html; charset=utf-8", index.headers().get("Content-Type"));
        assertEquals("no-cache", index.headers().get("Cache-Control"));
        assertEquals("nosniff", index.headers().get("X-Content-Type-Options"));
        assertTrue(index.text().contains("assets/app-1a2b3c4d.js"));
        assertEquals(index.text(), page.serve("/index.html", false).orElseThrow().text());
    }

    @Test
    void assetsAreServedWithTheirTypeAndCachedForGoodSinceTheirNamesCarryTheirHash() {
        ActivityResponse script = page.serve("/assets/app-1a2b3c4d.js", false).orElseThrow();
        assertEquals("text/javascript; charset=utf-8", script.headers().get("Content-Type"));
        assertEquals("public, max-age=31536000, immutable", script.headers().get("Cache-Control"));
        assertEquals("console.log(\"the board\");\n", script.text());
        assertEquals("font/ttf", page.serve("/assets/Inter-Regular-9f8e7d6c.ttf", false).orElseThrow().headers()
                .get("Content-Type"));
    }

    @Test
    void aCallerThatTakesGzipGetsTheSameBytesGzipped() throws IOException {
        ActivityResponse packed = page.serve("/assets/app-1a2b3c4d.js", true).orElseThrow();
        assertEquals("gzip", packed.headers().get("Content-Encoding"));
        assertEquals("Accept-Encoding", packed.headers().get("Vary"));
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(packed.body()))) {
            assertArrayEquals("console.log(\"the board\");\n".getBytes(StandardCharsets.UTF_8), in.readAllBytes());
        }
    }

    @Test
    void nothingOutsideThePageAndItsAssetsIsServedHoweverThePathIsWritten() {
        for (String path : List.of("/bundle.json", "/assets/../bundle.json", "/assets/..%2fbundle.json",
                "/assets/%2e%2e/bundle.json", "/../secret.txt", "/assets/../../secret.txt", "/assets/..\\secret.txt",
                "/assets/", "/assets", "/assets/sub/app-1a2b3c4d.js", "//assets/app-1a2b3c4d.js",
                "/assets/.app-1a2b3c4d.js", "/assets/app-1a2b3c4d.js/", "/assets/app-1a2b3c4d.js%00.css",
                "/assets/notes-0a0a.html", "/secret.txt", "/index.htm", "/assets/missing-00000000.js",
                "/dev/tzaar/bot/activity/secret.txt")) {
            assertEquals(Optional.empty(), page.serve(path, false), path);
        }
    }

    @Test
    void aClassPathWithoutThePageHasNone() {
        assertTrue(page.present());
        assertEquals(false, new PageFiles(PageFilesTest.class.getClassLoader(), "no/such/page/").present());
    }
}
