package dev.tzaar.infra.localstack;

import static dev.tzaar.infra.template.CloudFormationYaml.list;
import static dev.tzaar.infra.template.CloudFormationYaml.map;

import dev.tzaar.infra.template.CloudFormationYaml;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * The game table made as CloudFormation makes it from {@code template.yaml}: the {@code GameTable}
 * resource's own properties (keys, indexes, billing, time to live) turned into the DynamoDB API calls they
 * stand for, not a copy of the shape in code. So the cloud tests run on the table the template deploys.
 */
final class TemplateTable {
    private final Map<String, Object> properties;

    private TemplateTable(Map<String, Object> properties) {
        this.properties = properties;
    }

    /** The {@code GameTable} resource of the repository's template.yaml. */
    static TemplateTable gameTable() {
        try {
            Map<String, Object> template = CloudFormationYaml.read(
                    CloudFormationYaml.repositoryRoot().resolve("template.yaml"));
            Map<String, Object> resource = map(map(template.get("Resources")).get("GameTable"));
            if (!"AWS::DynamoDB::Table".equals(resource.get("Type"))) {
                throw new IllegalStateException("template.yaml's GameTable is not an AWS::DynamoDB::Table");
            }
            return new TemplateTable(map(resource.get("Properties")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The table's TTL attribute, as the template names it. */
    String timeToLiveAttribute() {
        return (String) map(properties.get("TimeToLiveSpecification")).get("AttributeName");
    }

    /** The CreateTable request the template's properties stand for. */
    CreateTableRequest createRequest(String tableName) {
        return CreateTableRequest.builder()
                .tableName(tableName)
                .billingMode((String) properties.get("BillingMode"))
                .attributeDefinitions(list(properties.get("AttributeDefinitions")).stream()
                        .map(d -> AttributeDefinition.builder()
                                .attributeName((String) map(d).get("AttributeName"))
                                .attributeType((String) map(d).get("AttributeType")).build())
                        .toList())
                .keySchema(keySchema(properties.get("KeySchema")))
                .globalSecondaryIndexes(list(properties.get("GlobalSecondaryIndexes")).stream()
                        .map(i -> GlobalSecondaryIndex.builder()
                                .indexName((String) map(i).get("IndexName"))
                                .keySchema(keySchema(map(i).get("KeySchema")))
                                .projection(Projection.builder().projectionType(
                                        (String) map(map(i).get("Projection")).get("ProjectionType")).build())
                                .build())
                        .toList())
                .build();
    }

    /** Creates the table, waits until it is active, and turns on its time to live, as CloudFormation would. */
    void create(DynamoDbClient client, String tableName) {
        client.createTable(createRequest(tableName));
        client.waiter().waitUntilTableExists(r -> r.tableName(tableName));
        if (client.describeTable(r -> r.tableName(tableName)).table().tableStatus() != TableStatus.ACTIVE) {
            throw new IllegalStateException(tableName + " is not active");
        }
        Map<String, Object> ttl = map(properties.get("TimeToLiveSpecification"));
        if (Boolean.TRUE.equals(ttl.get("Enabled"))) {
            client.updateTimeToLive(r -> r.tableName(tableName).timeToLiveSpecification(
                    s -> s.attributeName(timeToLiveAttribute()).enabled(true)));
        }
    }

    private static List<KeySchemaElement> keySchema(Object node) {
        return list(node).stream()
                .map(k -> KeySchemaElement.builder()
                        .attributeName((String) map(k).get("AttributeName"))
                        .keyType((String) map(k).get("KeyType")).build())
                .toList();
    }
}
