package dev.tzaar.render;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import org.junit.jupiter.api.Test;

/**
 * The renderer's text never comes from the system's fonts (a Lambda runtime may have none, and
 * another machine other ones): Inter is drawn as outlines of the bundled font, and what Inter has
 * no glyph for goes through AWT only with fonts read from the jar (FallbackFonts), shaped in one
 * place (MixedLine). .ci/run proves it by rendering with the fonts hidden; this keeps anyone from
 * bringing system fonts in unnoticed.
 */
class NoSystemFontsTest {
    private static final JavaClasses RENDERER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tzaar.render");

    @Test
    void onlyTheFallbackFontsAndTheLineThatShapesThemUseAwtFonts() {
        noClasses().that().haveNameNotMatching(".*\\.(FallbackFonts|MixedLine)(\\$.*)?")
                .should().dependOnClassesThat().haveFullyQualifiedName("java.awt.Font")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.awt.FontMetrics")
                .orShould().dependOnClassesThat().resideInAPackage("java.awt.font..")
                .check(RENDERER);
    }

    @Test
    void noFontIsLookedUpByNameAndNoStringIsDrawnWithTheSystemsFont() {
        noClasses().should().callConstructor(Font.class, String.class, int.class, int.class)
                .orShould().callMethod(Font.class, "decode", String.class)
                .orShould().callMethod(Font.class, "getFont", String.class)
                .orShould().callMethod(GraphicsEnvironment.class, "getAllFonts")
                .orShould().callMethodWhere(target(name("drawString")))
                .check(RENDERER);
    }
}
