package dev.tzaar.lambda.tournament;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The tournament's core is arithmetic on values, like the ratings: pairings, tiebreaks and the
 * report file depend on nothing but themselves and the JDK's core, so a pairing can be recomputed
 * anywhere (the store's retries, the command line, an outside checker) with the same result.
 */
class TournamentPurityTest {
    private static final JavaClasses TOURNAMENT = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tzaar.lambda.tournament");

    @Test
    void theTournamentCoreDependsOnlyOnItselfAndTheCoreOfTheJdk() {
        classes().should().onlyDependOnClassesThat()
                .resideInAnyPackage("dev.tzaar.lambda.tournament..", "java.lang", "java.lang.invoke", "java.util..")
                .check(TOURNAMENT);
    }
}
