package dev.tzaar.testkit.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.junit.jupiter.api.Test;

/** Starting and stopping: a shard manager finds the fake too, and nothing outlives the test. */
class FakeDiscordLifecycleTest {
    @Test
    void aShardManagerFindsTheGatewayThroughGatewayBot() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start()) {
            ShardManager shards = discord.configure(
                            DefaultShardManagerBuilder.createLight("sharded-token", EnumSet.noneOf(GatewayIntent.class)))
                    .addEventListeners(new EchoBot())
                    .build();
            try {
                Interaction board = discord.slashCommand(discord.newUser("alice"), "tzaar", "board", Map.of());

                assertEquals(Callback.Type.CHANNEL_MESSAGE_WITH_SOURCE, board.awaitCallback().type());
                assertEquals(1, shards.getShardsTotal());
                assertTrue(discord.calls().stream().anyMatch(call -> call.route().equals("gateway/bot")),
                        discord.calls().toString());
                assertEquals(List.of("sharded-token"), discord.identifyTokens());
            } finally {
                shards.shutdown();
                for (JDA shard : shards.getShards()) {
                    assertTrue(shard.awaitShutdown(10, TimeUnit.SECONDS));
                }
            }
        }
    }

    @Test
    void shuttingDownLeavesNoThreadThatKeepsTheJvmAlive() throws Exception {
        Set<Thread> before = new HashSet<>(Thread.getAllStackTraces().keySet());
        FakeDiscord discord = FakeDiscord.start();
        JDA jda = discord.configure(JDABuilder.createLight("token", EnumSet.noneOf(GatewayIntent.class)))
                .addEventListeners(new EchoBot())
                .build()
                .awaitReady();
        Interaction challenge = discord.slashCommand(discord.newUser("alice"), "tzaar", "challenge",
                Map.of("opponent", discord.newUser("bob")));
        challenge.awaitFollowUp();

        jda.shutdown();
        assertTrue(jda.awaitShutdown(10, TimeUnit.SECONDS));
        discord.close();

        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (!before.contains(thread) && !thread.isDaemon()) {
                thread.join(TimeUnit.SECONDS.toMillis(5));
            }
        }
        List<String> alive = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> !before.contains(thread) && !thread.isDaemon() && thread.isAlive())
                .map(Thread::getName)
                .toList();
        assertEquals(List.of(), alive);
    }
}
