package dev.tzaar.bot.commands;

import static dev.tzaar.bot.commands.FakeInput.ANN;
import static dev.tzaar.bot.commands.FakeInput.BO;
import static dev.tzaar.bot.commands.FakeInput.ROBOT;
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
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import org.junit.jupiter.api.Test;

class ChallengeSubcommandTest {
    private final ChallengeSubcommand challenge = new ChallengeSubcommand();

    @Test
    void theOpponentTravelsAsTheirIdWithTheirNameAmongTheMentioned() {
        GameRequest request = challenge.request(FakeInput.ann().with(Option.OPPONENT, BO)
                .with(Option.SETUP, "tournament").with(Option.COLOUR, "black"));
        assertEquals(Command.CHALLENGE, request.command());
        assertEquals(Map.of(Option.OPPONENT, BO.id(), Option.SETUP, "tournament", Option.COLOUR, "black"),
                request.options());
        assertEquals(Map.of(BO.id(), BO), request.mentioned());
        assertEquals(ANN, request.user());
        assertEquals(FakeInput.GUILD, request.guildId());
        assertEquals(FakeInput.CHANNEL, request.channelId());
        assertEquals(FakeInput.INTERACTION, request.interactionId());
    }

    @Test
    void setupAndColourLeftOutAreLeftToTheFunctionsDefaults() {
        GameRequest request = challenge.request(FakeInput.ann().with(Option.OPPONENT, BO));
        assertEquals(Map.of(Option.OPPONENT, BO.id()), request.options());
    }

    @Test
    void withoutAnOpponentTheChallengeIsOpenAndNamesNobody() {
        GameRequest request = challenge.request(FakeInput.ann().with(Option.SETUP, "fixed"));
        assertEquals(Optional.empty(), challenge.refusal(FakeInput.ann()));
        assertEquals(Map.of(Option.SETUP, "fixed"), request.options());
        assertEquals(Map.of(), request.mentioned());
        assertEquals(dev.tzaar.api.InteractionContext.GUILD, request.context());
    }

    @Test
    void challengingYourselfOrABotIsRefusedWithoutAskingTheFunction() {
        assertTrue(challenge.refusal(FakeInput.ann().with(Option.OPPONENT, ANN)).orElseThrow().contains("yourself"));
        assertTrue(challenge.refusal(FakeInput.ann().with(Option.OPPONENT, ROBOT)).orElseThrow().contains("bot"));
        assertEquals(Optional.empty(), challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO)));
    }

    @Test
    void aFrenchUserIsToldInFrenchWithTheFrenchCommandName() {
        assertEquals("Vous ne pouvez pas vous défier vous-même : choisissez un ami.", challenge.refusal(FakeInput.ann()
                .speaking("fr", "en-US").with(Option.OPPONENT, ANN)).orElseThrow());
        assertTrue(challenge.refusal(FakeInput.ann().speaking("fr", "en-US").with(Option.OPPONENT, ROBOT)).orElseThrow()
                .contains("`/tzaar ia`"));
    }

    @Test
    void aChallengeIsAnnouncedInTheChannelSoItIsAcknowledgedPublicly() {
        assertEquals(Acknowledgement.PUBLIC_REPLY, challenge.acknowledgement());
    }

    @Test
    void theOpponentIsAnOptionalUserAndSetupAndColourOfferTheFunctionsWords() {
        List<OptionData> options = challenge.definition().getOptions();
        assertEquals(List.of(Option.OPPONENT, Option.SETUP, Option.COLOUR, Option.DAYS, Option.THREAD),
                options.stream().map(OptionData::getName).toList());
        assertEquals(OptionType.USER, options.get(0).getType());
        assertFalse(options.get(0).isRequired(), "without one, the challenge is open to anyone here");
        assertEquals(List.of("random", "fixed", "tournament"),
                options.get(1).getChoices().stream().map(c -> c.getAsString()).toList());
        assertEquals(List.of("random", "white", "black"),
                options.get(2).getChoices().stream().map(c -> c.getAsString()).toList());
    }

    @Test
    void theClockIsAnOptionalWholeNumberOfDaysPerMoveFromOneToFourteen() {
        OptionData days = challenge.definition().getOptions().get(3);
        assertEquals(OptionType.INTEGER, days.getType());
        assertFalse(days.isRequired());
        assertEquals(1L, days.getMinValue().longValue());
        assertEquals(14L, days.getMaxValue().longValue());
        assertEquals("3", challenge.request(FakeInput.ann().with(Option.OPPONENT, BO).with(Option.DAYS, "3"))
                .options().get(Option.DAYS));
    }

    @Test
    void threadIsAnOptionalChoiceOfAPublicOrPrivateThreadOrTheChannelThatReachesTheFunction() {
        OptionData thread = challenge.definition().getOptions().get(4);
        assertEquals(OptionType.STRING, thread.getType());
        assertFalse(thread.isRequired());
        assertEquals(List.of("public", "private", "off"),
                thread.getChoices().stream().map(c -> c.getAsString()).toList());
        assertEquals("private", challenge.request(FakeInput.ann().with(Option.OPPONENT, BO)
                .with(Option.THREAD, "private")).options().get(Option.THREAD));
    }

    @Test
    void theRequestSaysTheBotCanStartAThreadOnlyInAServersChannelWhereItIsAMember() {
        assertTrue(challenge.request(FakeInput.ann().with(Option.OPPONENT, BO)).can(Capability.START_THREADS),
                "a server's own install, in a channel");
        assertTrue(challenge.request(FakeInput.ann()).can(Capability.START_THREADS), "an open challenge too");
        assertFalse(challenge.request(FakeInput.ann().with(Option.OPPONENT, BO).inThread())
                .can(Capability.START_THREADS), "in a thread");
        assertFalse(challenge.request(FakeInput.ann().with(Option.OPPONENT, BO).installedByTheUserOnly())
                .can(Capability.START_THREADS), "a user's install");
        assertFalse(challenge.request(FakeInput.outsideAServer().with(Option.OPPONENT, BO))
                .can(Capability.START_THREADS), "outside a server");
    }

    /** The first invite link: Create Public Threads and Send Messages in Threads, not Create Private Threads. */
    private static final String FIRST_INVITE = Long.toString(1L << 35 | 1L << 38 | 1L << 11);

    @Test
    void theBotCanStartAPrivateThreadOnlyInATextChannelWhereItMayCreatePrivateThreads() {
        GameRequest text = challenge.request(FakeInput.ann().with(Option.OPPONENT, BO));
        assertTrue(text.can(Capability.START_PRIVATE_THREADS), "a text channel, every thread permission");
        GameRequest firstInvite = challenge.request(FakeInput.ann().with(Option.OPPONENT, BO)
                .botPermitted(FIRST_INVITE));
        assertTrue(firstInvite.can(Capability.START_THREADS), "public threads with the first invite's permissions");
        assertFalse(firstInvite.can(Capability.START_PRIVATE_THREADS), "without Create Private Threads");
        GameRequest announcement = challenge.request(FakeInput.ann().with(Option.OPPONENT, BO).inChannelOfType(5));
        assertTrue(announcement.can(Capability.START_THREADS), "an announcement channel has public threads");
        assertFalse(announcement.can(Capability.START_PRIVATE_THREADS), "private threads only in a text channel");
        GameRequest voice = challenge.request(FakeInput.ann().with(Option.OPPONENT, BO).inChannelOfType(2));
        assertFalse(voice.can(Capability.START_THREADS) || voice.can(Capability.START_PRIVATE_THREADS),
                "a voice channel's text chat has no threads");
        GameRequest noThreads = challenge.request(FakeInput.ann().with(Option.OPPONENT, BO)
                .botPermitted(Long.toString(1L << 11)));
        assertFalse(noThreads.can(Capability.START_THREADS), "without Create Public Threads");
        assertTrue(challenge.request(FakeInput.ann().with(Option.OPPONENT, BO).botPermitted(Long.toString(1L << 3)))
                .can(Capability.START_PRIVATE_THREADS), "Administrator implies every permission");
    }

    @Test
    void aThreadTheBotMayNotStartInThisChannelIsRefusedAtOnceNamingThePermissions() {
        String refusal = challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO).with(Option.THREAD, "private")
                .botPermitted(FIRST_INVITE)).orElseThrow();
        assertTrue(refusal.contains("Create Private Threads"), refusal);
        String voice = challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO).with(Option.THREAD, "public")
                .inChannelOfType(2)).orElseThrow();
        assertTrue(voice.contains("Create Public Threads"), voice);
        assertEquals(java.util.Optional.empty(), challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO)
                .with(Option.THREAD, "public").botPermitted(FIRST_INVITE)), "the first invite starts public threads");
        assertEquals(java.util.Optional.empty(), challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO)
                .with(Option.THREAD, "off").inChannelOfType(2)), "thread:off asks nothing of the bot");
    }

    @Test
    void aCachedBooleanThreadIsReadAsBeforeTrueAThreadFalseNone() {
        assertEquals(java.util.Optional.empty(), challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO)
                .with(Option.THREAD, "false").inThread()), "thread:false in a thread asks for nothing");
        assertTrue(challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO).with(Option.THREAD, "private")
                .inThread()).isPresent(), "a private thread inside a thread is refused like a public one");
    }

    @Test
    void aThreadIsRefusedAtOnceWhereOnlyTheUserInstalledTheAppAndItsBotIsNoMember() {
        FakeInput userInstall = FakeInput.ann().with(Option.OPPONENT, BO).with(Option.THREAD, "true")
                .installedByTheUserOnly();

        assertEquals(java.util.Optional.of("A game can have a thread of its own only in a server channel where the "
                + "TZAAR bot is a member: challenge without `thread:` and the game is played here."),
                challenge.refusal(userInstall));
        assertEquals(java.util.Optional.empty(), challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO)
                .with(Option.THREAD, "false").installedByTheUserOnly()), "thread:false asks for nothing");
        assertEquals(java.util.Optional.empty(), challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO)
                .with(Option.THREAD, "true")), "a server's own install has its bot");
    }

    @Test
    void aThreadAskedForInsideAThreadIsRefusedAtOnce() {
        assertEquals(java.util.Optional.of("This is already a thread, and a thread cannot have one of its own: "
                + "challenge without `thread:` and the game is played here, or challenge with it in the channel."),
                challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO).with(Option.THREAD, "true").inThread()));
        assertEquals(java.util.Optional.empty(), challenge.refusal(FakeInput.ann().with(Option.OPPONENT, BO)
                .inThread()), "a game played in the thread itself is fine");
    }
}
