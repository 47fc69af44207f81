package dev.tzaar.bot.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import org.junit.jupiter.api.Test;

class SettingsSubcommandTest {
    private final SettingsSubcommand settings = new SettingsSubcommand();

    @Test
    void threadsIsAnOptionalChoiceAndTheAnswerIsPrivate() {
        OptionData threads = settings.definition().getOptions().get(0);
        assertEquals(Option.THREADS, threads.getName());
        assertEquals(OptionType.STRING, threads.getType());
        assertFalse(threads.isRequired());
        assertEquals(List.of("off", "public", "private"), threads.getChoices().stream().map(c -> c.getAsString())
                .toList());
        assertEquals(Command.SETTINGS, settings.command());
        assertEquals(Acknowledgement.PRIVATE_REPLY, settings.acknowledgement());
    }

    @Test
    void theRequestSaysWhetherTheUserManagesTheServerAndTheBotIsAMember() {
        GameRequest manager = settings.request(FakeInput.ann().with(Option.THREADS, "private").managingTheServer());
        assertEquals(Map.of(Option.THREADS, "private"), manager.options());
        assertTrue(manager.can(Capability.MANAGE_SERVER));
        assertTrue(manager.can(Capability.START_THREADS));

        GameRequest member = settings.request(FakeInput.ann().with(Option.THREADS, "private"));
        assertFalse(member.can(Capability.MANAGE_SERVER), "without Manage Server");

        GameRequest userInstall = settings.request(FakeInput.ann().managingTheServer().installedByTheUserOnly());
        assertFalse(userInstall.can(Capability.START_THREADS), "no bot in the server to start threads");
        assertTrue(settings.request(FakeInput.ann().inThread()).can(Capability.START_PRIVATE_THREADS),
                "typed in a thread, the setting is still the server's");
    }

    @Test
    void aServerInvitedWithTheFirstLinkLetsTheBotStartPublicThreadsButNotPrivateOnes() {
        GameRequest request = settings.request(FakeInput.ann().managingTheServer()
                .botPermitted(Long.toString(1L << 35 | 1L << 38)));
        assertTrue(request.can(Capability.START_THREADS));
        assertFalse(request.can(Capability.START_PRIVATE_THREADS), "no Create Private Threads");
    }
}
