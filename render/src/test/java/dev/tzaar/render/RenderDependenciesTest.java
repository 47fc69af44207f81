package dev.tzaar.render;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The renderer draws a position with the engine's rules and the bundles' words, and knows nothing of
 * the function, the store or the bot: so the console, the benchmarks and the function draw the same
 * picture, and it can be tested without them.
 */
class RenderDependenciesTest {
    private static final JavaClasses RENDERER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tzaar.render");

    @Test
    void theRendererNeedsOnlyTheEngineTheBundlesAndTheJdk() {
        classes().should().onlyDependOnClassesThat()
                .resideInAnyPackage("dev.tzaar.render..", "dev.tzaar.engine..", "dev.tzaar.api.i18n", "java..")
                .check(RENDERER);
    }
}
