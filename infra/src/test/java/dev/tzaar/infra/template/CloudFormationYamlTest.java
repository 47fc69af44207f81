package dev.tzaar.infra.template;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CloudFormationYamlTest {

    @Test
    void everyShortFormTagIsReadAsItsLongForm() {
        Map<String, Object> read = CloudFormationYaml.parse(String.join("\n",
                "ref: !Ref Table",
                "condition: !Condition IsProd",
                "getAttScalar: !GetAtt Table.Arn",
                "getAttNested: !GetAtt Function.Alias.Arn",
                "getAttList: !GetAtt [Table, StreamArn]",
                "sub: !Sub '${Table.Arn}/index/*'",
                "subList: !Sub ['${A}-x', {A: !Ref B}]",
                "join: !Join ['', [a, !Ref B]]",
                "if: !If [IsProd, 1, 2]",
                "equals: !Equals [!Ref Env, prod]",
                "select: !Select [0, !GetAZs '']",
                "split: !Split [',', 'a,b']",
                "findInMap: !FindInMap [Map, Key, Value]",
                "importValue: !ImportValue Exported",
                "not: !Not [!Condition IsProd]",
                "and: !And [!Condition A, !Condition B]",
                "or: !Or [!Condition A, !Condition B]",
                "base64: !Base64 text",
                "cidr: !Cidr ['10.0.0.0/16', 4, 8]",
                "getAZs: !GetAZs eu-west-1"));

        assertEquals(Map.of("Ref", "Table"), read.get("ref"));
        assertEquals(Map.of("Condition", "IsProd"), read.get("condition"));
        assertEquals(Map.of("Fn::GetAtt", List.of("Table", "Arn")), read.get("getAttScalar"));
        assertEquals(Map.of("Fn::GetAtt", List.of("Function", "Alias.Arn")), read.get("getAttNested"));
        assertEquals(Map.of("Fn::GetAtt", List.of("Table", "StreamArn")), read.get("getAttList"));
        assertEquals(Map.of("Fn::Sub", "${Table.Arn}/index/*"), read.get("sub"));
        assertEquals(Map.of("Fn::Sub", List.of("${A}-x", Map.of("A", Map.of("Ref", "B")))), read.get("subList"));
        assertEquals(Map.of("Fn::Join", List.of("", List.of("a", Map.of("Ref", "B")))), read.get("join"));
        assertEquals(Map.of("Fn::If", List.of("IsProd", 1, 2)), read.get("if"));
        assertEquals(Map.of("Fn::Equals", List.of(Map.of("Ref", "Env"), "prod")), read.get("equals"));
        assertEquals(Map.of("Fn::Select", List.of(0, Map.of("Fn::GetAZs", ""))), read.get("select"));
        assertEquals(Map.of("Fn::Split", List.of(",", "a,b")), read.get("split"));
        assertEquals(Map.of("Fn::FindInMap", List.of("Map", "Key", "Value")), read.get("findInMap"));
        assertEquals(Map.of("Fn::ImportValue", "Exported"), read.get("importValue"));
        assertEquals(Map.of("Fn::Not", List.of(Map.of("Condition", "IsProd"))), read.get("not"));
        assertEquals(Map.of("Fn::And", List.of(Map.of("Condition", "A"), Map.of("Condition", "B"))), read.get("and"));
        assertEquals(Map.of("Fn::Or", List.of(Map.of("Condition", "A"), Map.of("Condition", "B"))), read.get("or"));
        assertEquals(Map.of("Fn::Base64", "text"), read.get("base64"));
        assertEquals(Map.of("Fn::Cidr", List.of("10.0.0.0/16", 4, 8)), read.get("cidr"));
        assertEquals(Map.of("Fn::GetAZs", "eu-west-1"), read.get("getAZs"));
        assertEquals(CloudFormationYaml.INTRINSICS.size(), read.size() - 3, "one line per tag, three extra forms");
    }
}
