package dev.tzaar.lambda;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.tzaar.lambda.service.GameService;
import org.junit.jupiter.api.Test;

/**
 * The function's packages point one way (docs/architecture.md, "The function's packages"): the
 * service's loop wires the command handlers, the handlers decide with what they share, and what they
 * share knows neither of them, so a handler can be read and changed without the loop around it.
 */
class FunctionPackagesTest {
    private static final JavaClasses FUNCTION = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tzaar.lambda");

    @Test
    void theCommandHandlersAreUsedOnlyByEachOtherAndTheServicesWiring() {
        classes().that().resideInAPackage("dev.tzaar.lambda.commands")
                .should().onlyHaveDependentClassesThat(resideInAPackage("dev.tzaar.lambda.commands")
                        .or(belongToAnyOf(GameService.class)))
                .check(FUNCTION);
    }

    @Test
    void whatTheCommandsShareKnowsNeitherTheCommandsNorTheService() {
        noClasses().that().resideInAPackage("dev.tzaar.lambda.shared")
                .should().dependOnClassesThat().resideInAnyPackage("dev.tzaar.lambda.commands",
                        "dev.tzaar.lambda.service", "dev.tzaar.lambda.handler", "dev.tzaar.lambda.pictures",
                        "dev.tzaar.lambda.store")
                .check(FUNCTION);
    }

    @Test
    void theCommandsNeverReachBackIntoTheServicesLoop() {
        noClasses().that().resideInAPackage("dev.tzaar.lambda.commands")
                .should().dependOnClassesThat().resideInAnyPackage("dev.tzaar.lambda.service",
                        "dev.tzaar.lambda.handler", "dev.tzaar.lambda.pictures", "dev.tzaar.lambda.store")
                .check(FUNCTION);
    }

    @Test
    void noTwoPackagesOfTheFunctionDependOnEachOther() {
        slices().matching("dev.tzaar.lambda.(*)..").should().beFreeOfCycles().check(FUNCTION);
    }
}
