package dev.tzaar.lambda.render;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The renderer's text never goes through AWT's fonts, which need fonts installed on the system (a
 * Lambda runtime may have none): text is drawn as outlines of the bundled font. .ci/run proves it
 * by rendering with the fonts hidden; this keeps anyone from bringing AWT text back unnoticed.
 */
class NoSystemFontsTest {
    private static final JavaClasses RENDERER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tzaar.lambda.render");

    @Test
    void theRendererUsesNoAwtFonts() {
        noClasses().should().dependOnClassesThat().haveFullyQualifiedName("java.awt.Font")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.awt.FontMetrics")
                .orShould().dependOnClassesThat().resideInAPackage("java.awt.font..")
                .orShould().callMethodWhere(target(name("drawString")))
                .check(RENDERER);
    }
}
