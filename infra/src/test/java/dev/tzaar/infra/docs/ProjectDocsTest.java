package dev.tzaar.infra.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The project's documentation is its own: what a comment or a page cites is in the repository.
 * (Code and docs once cited a design page the project never contained.)
 */
class ProjectDocsTest {
    /** Written in two parts so that this file does not cite it either. */
    private static final String OUTSIDE_PAGE = "DESIGN" + ".md";
    private static final Set<String> NOT_SOURCES = Set.of(".git", "target", "data", ".aws-sam", ".idea", "node_modules");
    private static final Pattern MARKDOWN_LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("#{1,6} (.+)");

    private static Path root() {
        Path root = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath().getParent();
        assertTrue(Files.isRegularFile(root.resolve("mvnw")), "not the repository root: " + root);
        return root;
    }

    @Test
    void noFileCitesADesignPageTheProjectDoesNotContain() throws IOException {
        List<String> citing = new ArrayList<>();
        for (Path file : sources(root())) {
            String text = text(file);
            if (text != null && text.contains(OUTSIDE_PAGE)) {
                citing.add(root().relativize(file).toString());
            }
        }
        assertEquals(List.of(), citing, "cite docs/architecture.md, docs/notation.md or docs/rules.md instead");
    }

    @Test
    void theArchitectureTheNotationAndTheRulesHaveTheirPagesInDocs() {
        for (String page : List.of("architecture.md", "notation.md", "rules.md")) {
            assertTrue(Files.isRegularFile(root().resolve("docs").resolve(page)), "docs/" + page);
        }
    }

    @Test
    void everyRelativeLinkInTheReadmeAndTheDocsLeadsToAFileThatExists() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            for (Link link : links(page)) {
                if (!link.file().isEmpty() && !Files.exists(page.getParent().resolve(link.file()).normalize())) {
                    broken.add(root().relativize(page) + " -> " + link.file());
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    /**
     * A link to a section ({@code page.md#a-heading}, or {@code #a-heading} on the same page) names a
     * heading that page has, as GitHub makes its anchor: a heading moved to another page, or renamed,
     * must take its links with it.
     */
    @Test
    void everyLinkToASectionOfTheReadmeOrTheDocsNamesAHeadingItsPageHas() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            for (Link link : links(page)) {
                if (link.anchor().isEmpty() || !(link.file().isEmpty() || link.file().endsWith(".md"))) {
                    continue;
                }
                Path target = link.file().isEmpty() ? page : page.getParent().resolve(link.file()).normalize();
                if (Files.isRegularFile(target) && !anchors(Files.readString(target)).contains(link.anchor())) {
                    broken.add(root().relativize(page) + " -> " + link.file() + "#" + link.anchor());
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void aHeadingsAnchorIsGitHubsLowerCaseWordsJoinedByHyphensWithARepeatNumbered() {
        String page = "# The live board: TZAAR as a Discord Activity\n"
                + "## Open challenges, DMs and `/tzaar games`\n"
                + "```sh\n# not a heading\n```\n"
                + "### What it costs\n### What it costs\n";
        assertEquals(Set.of("the-live-board-tzaar-as-a-discord-activity", "open-challenges-dms-and-tzaar-games",
                "what-it-costs", "what-it-costs-1"), anchors(page));
    }

    /** A relative link of a page: the file it leads to (empty for the page itself) and the section, if any. */
    private record Link(String file, String anchor) {
    }

    private static List<Link> links(Path page) throws IOException {
        List<Link> links = new ArrayList<>();
        Matcher link = MARKDOWN_LINK.matcher(Files.readString(page));
        while (link.find()) {
            String target = link.group(1);
            if (target.contains("://") || target.startsWith("mailto:")) {
                continue;
            }
            int hash = target.indexOf('#');
            links.add(hash < 0 ? new Link(target, "") : new Link(target.substring(0, hash), target.substring(hash + 1)));
        }
        return links;
    }

    /** The anchors GitHub gives a page's headings (outside code blocks). */
    private static Set<String> anchors(String page) {
        Set<String> anchors = new HashSet<>();
        boolean inCode = false;
        for (String line : page.split("\\R")) {
            if (line.startsWith("```")) {
                inCode = !inCode;
            }
            Matcher heading = HEADING.matcher(line);
            if (inCode || !heading.matches()) {
                continue;
            }
            String anchor = heading.group(1).strip().toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
            String unique = anchor;
            for (int repeat = 1; !anchors.add(unique); repeat++) {
                unique = anchor + "-" + repeat;
            }
        }
        return anchors;
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(root().resolve("README.md")));
        try (Stream<Path> docs = Files.list(root().resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** A merge's conflict markers, written so that this file has none at a line's start. */
    private static final String OURS = "<".repeat(7) + " ";
    private static final String THEIRS = ">".repeat(7) + " ";
    private static final String BETWEEN = "=".repeat(7);
    private static final Set<String> CHECKED = Set.of(".md", ".java", ".properties", ".yaml", ".yml");

    /** (The README was once merged with its conflict's markers in it, and nothing failed.) */
    @Test
    void noSourceOrDocumentHoldsAMergeConflictsMarkers() throws IOException {
        List<String> marked = new ArrayList<>();
        for (Path file : sources(root())) {
            String name = file.getFileName().toString();
            if (CHECKED.stream().noneMatch(name::endsWith)) {
                continue;
            }
            String text = text(file);
            if (text != null) {
                conflictLines(text).forEach(line -> marked.add(root().relativize(file) + ":" + line));
            }
        }
        assertEquals(List.of(), marked, "resolve the merge: keep both sides' intent, drop the markers");
    }

    @Test
    void conflictMarkersAreFoundAndASetextUnderlineOutsideAConflictIsNot() {
        String conflicted = "Title\n=======\n\n" + OURS + "HEAD\nours\n" + BETWEEN + "\ntheirs\n" + THEIRS + "main\n";
        assertEquals(List.of(4, 6, 8), conflictLines(conflicted));
        assertEquals(List.of(), conflictLines("Title\n=======\ntext\n"));
    }

    /** The 1-based numbers of the lines that are a conflict's markers: ours, the separator between, theirs. */
    private static List<Integer> conflictLines(String text) {
        List<Integer> lines = new ArrayList<>();
        boolean inConflict = false;
        String[] all = text.split("\\R", -1);
        for (int i = 0; i < all.length; i++) {
            String line = all[i];
            if (line.startsWith(OURS)) {
                inConflict = true;
                lines.add(i + 1);
            } else if (line.startsWith(THEIRS)) {
                inConflict = false;
                lines.add(i + 1);
            } else if (inConflict && line.equals(BETWEEN)) {
                lines.add(i + 1);
            }
        }
        return lines;
    }

    private static List<Path> sources(Path root) throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile)
                    .filter(file -> {
                        for (Path part : root.relativize(file)) {
                            if (NOT_SOURCES.contains(part.toString())) {
                                return false;
                            }
                        }
                        return true;
                    })
                    .forEach(files::add);
        }
        return files;
    }

    /** The file as text, or null for a binary one (pictures, fonts, jars). */
    private static String text(Path file) {
        try {
            return Files.readString(file);
        } catch (MalformedInputException binary) {
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
