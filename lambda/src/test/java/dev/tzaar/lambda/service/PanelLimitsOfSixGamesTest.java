package dev.tzaar.lambda.service;

import org.junit.jupiter.api.Tag;

/**
 * Every panel of six random games per language within Discord's limits, where the quick loop plays two: in
 * the full run ({@code ./mvnw verify}), with the long suites (docs/architecture.md, "Tests").
 */
@Tag("end-to-end")
class PanelLimitsOfSixGamesTest extends PanelLimitsTest {
    @Override
    int games() {
        return 6;
    }
}
