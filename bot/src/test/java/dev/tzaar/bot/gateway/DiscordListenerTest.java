package dev.tzaar.bot.gateway;

import static dev.tzaar.bot.commands.FakeInput.ANN;
import static dev.tzaar.bot.commands.FakeInput.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.GameSummary;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.commands.FakeInput;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.core.AutocompleteHandler;
import dev.tzaar.bot.core.ButtonHandler;
import dev.tzaar.bot.core.MenuHandler;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.core.SlashCommandHandler;
import dev.tzaar.bot.function.FakeFunction;
import dev.tzaar.bot.reply.ReplyMessages;
import gnu.trove.map.hash.TLongObjectHashMap;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.interactions.AutoCompleteQuery;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.commands.CommandAutoCompleteInteraction;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.SlashCommandInteraction;
import net.dv8tion.jda.api.interactions.components.buttons.ButtonInteraction;
import net.dv8tion.jda.api.interactions.components.selections.StringSelectInteraction;
import net.dv8tion.jda.api.utils.TimeUtil;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.Test;

/**
 * JDA's events, made of stand-ins for its interfaces, go through the listener to the function and
 * back out as the calls JDA would send to Discord. The real JDA against a stand-in Discord is
 * infra's end-to-end test; this one pins what the bot asks of JDA.
 */
class DiscordListenerTest {
    private static final long INTERACTION = TimeUtil.getDiscordTimestamp(System.currentTimeMillis());
    private static final GameSummary GAME = new GameSummary("k7m2q", FakeInput.CHANNEL, GameStatus.ACTIVE, ANN, BO,
            ANN, BO, "pos", ANN.id(), List.of("F4xE4", "C3xD4"), 2, 3);

    private final JdaFakes fakes = new JdaFakes();
    private final SummaryCache cache = new SummaryCache(10);
    private final JDA jda = fakes.fake(JDA.class, Map.of());
    private final InteractionHook hook = fakes.fake(InteractionHook.class, Map.of());

    private DiscordListener listener(FakeFunction function) {
        TzaarCommand command = new TzaarCommand(Subcommands.all());
        Relay relay = new Relay(function, cache, Runnable::run, new ReplyMessages());
        return new DiscordListener(new SlashCommandHandler(command, relay), new ButtonHandler(relay),
                new MenuHandler(relay), new AutocompleteHandler(function, cache, Runnable::run, Clock.systemUTC()), new CommandRegistrar(command),
                null);
    }

    /** What every interaction says about where and who: Ann, nicknamed Annie here. */
    private Map<String, Object> interaction(Map<String, Object> more) {
        User user = fakes.fake(User.class, Map.of("getId", ANN.id(), "getEffectiveName", "ann_g", "isBot", false));
        Map<String, Object> answers = new HashMap<>(Map.of(
                "getIdLong", INTERACTION,
                "getId", Long.toUnsignedString(INTERACTION),
                "getGuild", fakes.fake(Guild.class, Map.of("getId", FakeInput.GUILD)),
                "getChannelId", FakeInput.CHANNEL,
                "getChannelIdLong", Long.parseLong(FakeInput.CHANNEL),
                "getUser", user,
                "getMember", fakes.fake(Member.class, Map.of("getEffectiveName", "Annie", "getUser", user)),
                "getHook", hook,
                "getName", TzaarCommand.NAME));
        answers.putAll(more);
        return answers;
    }

    private static Map<String, Object> options(List<OptionMapping> options) {
        Function<Object[], Object> byName = args -> options.stream().filter(o -> o.getName().equals(args[0]))
                .findFirst().orElse(null);
        return Map.of("getOptions", options, "getOption", byName);
    }

    private static OptionMapping text(String name, String value) {
        return new OptionMapping(DataObject.empty().put("name", name).put("type", 3).put("value", value), null, null,
                null);
    }

    private OptionMapping user(String name, Player player) {
        User user = fakes.fake(User.class, Map.of("getId", player.id(), "getEffectiveName", "bo_global",
                "isBot", player.bot()));
        TLongObjectHashMap<Object> resolved = new TLongObjectHashMap<>();
        resolved.put(Long.parseLong(player.id()), fakes.fake(Member.class,
                Map.of("getEffectiveName", player.name(), "getUser", user)));
        return new OptionMapping(DataObject.empty().put("name", name).put("type", 6).put("value", player.id()), resolved,
                null, null);
    }

    @Test
    void aSlashCommandIsDeferredPubliclyThenTheDeferredReplyEditedAndTheNextPlayerPinged() {
        GameReply moved = GameReply.publicly("**Annie** captures.").withPing(List.of(BO.id()), "your turn.")
                .withGame(GAME);
        FakeFunction function = FakeFunction.answering(moved);
        Map<String, Object> answers = interaction(options(List.of(text(Option.FROM, "F4"), text(Option.TO, "E4"))));
        answers.put("getSubcommandName", "move");
        listener(function).onSlashCommandInteraction(new SlashCommandInteractionEvent(jda, 1,
                fakes.fake(SlashCommandInteraction.class, answers)));

        GameRequest request = function.requests.get(0);
        assertEquals(new Player(ANN.id(), "Annie", false), request.user());
        assertEquals(Map.of(Option.FROM, "F4", Option.TO, "E4"), request.options());
        assertEquals(FakeInput.GUILD, request.guildId());
        assertEquals(Long.toUnsignedString(INTERACTION), request.interactionId());
        // Each call bounded (timeout), JDA's own retries and rate limits inside it.
        assertEquals(List.of("deferReply", "setEphemeral(false)", "queue",
                "editOriginal(**Annie** captures.)", "timeout", "complete",
                "sendMessage(<@" + BO.id() + "> your turn.)", "setEphemeral(false)", "timeout", "complete"),
                fakes.calls);
    }

    @Test
    void theChallengedUserTravelsWithTheNameThisServerShowsForThem() {
        FakeFunction function = FakeFunction.answering(GameReply.privately("ok"));
        Map<String, Object> answers = interaction(options(List.of(user(Option.OPPONENT, BO))));
        answers.put("getSubcommandName", "challenge");
        listener(function).onSlashCommandInteraction(new SlashCommandInteractionEvent(jda, 1,
                fakes.fake(SlashCommandInteraction.class, answers)));
        assertEquals(Map.of(BO.id(), BO), function.requests.get(0).mentioned());
    }

    @Test
    void aCheapMistakeIsRefusedWithAnEphemeralReplyAndNoDeferral() {
        FakeFunction function = FakeFunction.answering(GameReply.privately("never"));
        Map<String, Object> answers = interaction(options(List.of(text(Option.FROM, "F4"))));
        answers.put("getSubcommandName", "move");
        listener(function).onSlashCommandInteraction(new SlashCommandInteractionEvent(jda, 1,
                fakes.fake(SlashCommandInteraction.class, answers)));
        // JDA writes reply(text) as deferReply().setContent(text): one callback that carries the text.
        assertEquals(List.of("deferReply", "setContent(Say where the stack goes: `to:` (like E4).)",
                "setEphemeral(true)", "setAllowedMentions([])", "queue"), fakes.calls);
        assertEquals(List.of(), function.requests);
    }

    @Test
    void aButtonIsAcknowledgedWithoutAPlaceholderAndARefusalFollowsUpPrivately() {
        FakeFunction function = FakeFunction.answering(GameReply.privately("This challenge is for **Bo**."));
        Map<String, Object> answers = interaction(Map.of("getComponentId", "tzaar:accept:k7m2q"));
        listener(function).onButtonInteraction(new ButtonInteractionEvent(jda, 1,
                fakes.fake(ButtonInteraction.class, answers)));
        assertEquals(Command.ACCEPT, function.requests.get(0).command());
        assertEquals(Map.of(Option.GAME, "k7m2q"), function.requests.get(0).options());
        assertEquals(List.of("deferEdit", "queue", "sendMessage(This challenge is for **Bo**.)", "setEphemeral(true)",
                "timeout", "complete"), fakes.calls);
    }

    /** A piece picked from a player's panel: the pick fills the menu's option, and the panel's next step replaces it. */
    @Test
    void anItemPickedFromAPanelsMenuIsAcknowledgedWithoutAPlaceholderAndItsNextStepEditsThePanel() {
        FakeFunction function = FakeFunction.answering(GameReply.inPlace(GameReply.privately("Your Tzarra on **F4**.")));
        Map<String, Object> answers = interaction(Map.of("getComponentId", "tzaar:panel:k7m2q:12:from#A-E",
                "getValues", List.of("F4")));
        listener(function).onStringSelectInteraction(new StringSelectInteractionEvent(jda, 1,
                fakes.fake(StringSelectInteraction.class, answers)));
        assertEquals(Command.PANEL, function.requests.get(0).command());
        assertEquals(Map.of(Option.GAME, "k7m2q", Option.PLAYED, "12", Option.FROM, "F4"),
                function.requests.get(0).options());
        assertEquals(List.of("deferEdit", "queue", "editOriginal(Your Tzarra on **F4**.)", "timeout", "complete"),
                fakes.calls);
    }

    @Test
    void autocompleteAnswersFromTheCacheWithTheLegalChoices() {
        cache.remember(GAME);
        FakeFunction function = FakeFunction.failing(new IllegalStateException("the function was asked"));
        OptionMapping from = text(Option.FROM, "f");
        Map<String, Object> answers = interaction(options(List.of(from)));
        answers.put("getFocusedOption", new AutoCompleteQuery(from));
        answers.put("getSubcommandName", "move");
        listener(function).onCommandAutoCompleteInteraction(new CommandAutoCompleteInteractionEvent(jda, 1,
                fakes.fake(CommandAutoCompleteInteraction.class, answers)));
        assertEquals(List.of("replyChoices([F4])", "queue"), fakes.calls);
    }

    @Test
    void aHandlerThatThrowsLeavesTheUserAnApologyNotSilence() {
        FakeFunction function = FakeFunction.answering(GameReply.privately("never"));
        Map<String, Object> answers = interaction(Map.of("getComponentId", "tzaar:accept:k7m2q",
                "getUser", (Function<Object[], Object>) args -> {
                    throw new IllegalStateException("no user");
                }));
        listener(function).onButtonInteraction(new ButtonInteractionEvent(jda, 1,
                fakes.fake(ButtonInteraction.class, answers)));
        assertEquals(List.of("deferReply", "setContent(" + Relay.APOLOGY + ")", "setEphemeral(true)",
                "setAllowedMentions([])", "queue"), fakes.calls);
        assertEquals(List.of(), function.requests);
    }
}
