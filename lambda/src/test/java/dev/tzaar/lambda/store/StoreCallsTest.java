package dev.tzaar.lambda.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The function's permissions are what its code calls: every call the deployed function can make on
 * DynamoDB, mapped to the IAM action that authorizes it, is {@link DynamoDbGameStore#IAM_ACTIONS}
 * (which template.yaml grants, TemplateTest). Nothing here makes tables: where nobody deploys them,
 * infra's local launcher does.
 */
class StoreCallsTest {
    /** Each client method the code may call, and its IAM action (a transaction of puts is authorized as PutItem). */
    private static final Map<String, String> ACTIONS = Map.of(
            "getItem", "dynamodb:GetItem",
            "query", "dynamodb:Query",
            "queryPaginator", "dynamodb:Query",
            "transactWriteItems", "dynamodb:PutItem");

    @Test
    void theStoreCallsOnDynamoDbNeedExactlyTheActionsTheTemplateGrants() {
        JavaClasses function = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.tzaar.lambda");
        Set<String> needed = new TreeSet<>();
        function.stream()
                .flatMap(type -> type.getMethodCallsFromSelf().stream())
                .filter(call -> call.getTargetOwner().isAssignableTo(DynamoDbClient.class))
                .map(JavaMethodCall::getName)
                .filter(name -> !name.equals("builder") && !name.equals("close"))
                .forEach(name -> needed.add(ACTIONS.getOrDefault(name, "an action for DynamoDbClient." + name)));
        assertEquals(new TreeSet<>(DynamoDbGameStore.IAM_ACTIONS), needed);
    }
}
