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

    /** View Channel, Send Messages, Attach Files: what the daily puzzle's post needs. */
    private static final long POSTING = 1L << 10 | 1L << 11 | 1L << 15;

    private static FakeInput dailyHere(long permissions) {
        return FakeInput.ann().with(Option.DAILY, "here").managingTheServer().botPermitted(Long.toString(permissions));
    }

    @Test
    void dailyHereWhereTheBotCannotPostIsRefusedNamingWhatItLacks() {
        assertEquals(java.util.Optional.empty(), settings.refusal(dailyHere(POSTING)));
        assertEquals(java.util.Optional.empty(), settings.refusal(dailyHere(1L << 3)), "Administrator implies them");
        assertEquals("I cannot post the daily puzzle in this channel: the TZAAR bot lacks the permission **Attach "
                + "Files** here. Grant it to the bot in this channel, or type `daily:here` in a channel where it may "
                + "post. Nothing changed.", settings.refusal(dailyHere(POSTING & ~(1L << 15))).orElseThrow());
        assertEquals("I cannot post the daily puzzle in this channel: the TZAAR bot lacks the permissions **View "
                + "Channel**, **Send Messages** here. Grant them to the bot in this channel, or type `daily:here` in a "
                + "channel where it may post. Nothing changed.", settings.refusal(dailyHere(1L << 15)).orElseThrow());
        assertTrue(settings.refusal(dailyHere(POSTING).inThread()).orElseThrow().contains("**Send Messages in Threads**"),
                "a thread takes its own permission");
        assertTrue(settings.refusal(dailyHere(1L << 15).speaking("fr", "fr")).orElseThrow()
                .startsWith("Je ne peux pas publier le problème du jour dans ce salon : il manque ici au bot TZAAR les "
                        + "permissions **Voir le salon**, **Envoyer des messages**."));
    }

    @Test
    void whatTheBotMayDoIsNoReasonToRefuseOffNorSomeoneTheFunctionRefusesAnyway() {
        assertEquals(java.util.Optional.empty(), settings.refusal(FakeInput.ann().with(Option.DAILY, "off")
                .managingTheServer().botPermitted("0")));
        assertEquals(java.util.Optional.empty(), settings.refusal(FakeInput.ann().with(Option.DAILY, "here")
                .botPermitted("0")), "without Manage Server: the function says so");
        assertEquals(java.util.Optional.empty(), settings.refusal(FakeInput.ann().with(Option.DAILY, "here")
                .managingTheServer().botPermitted(null)), "unknown permissions (the console)");
    }
}
