package dev.tzaar.bot.gateway;

import dev.tzaar.api.Choice;
import dev.tzaar.bot.commands.CommandInput;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.core.AutocompleteHandler;
import dev.tzaar.bot.core.AutocompleteQuery;
import dev.tzaar.bot.core.ButtonHandler;
import dev.tzaar.bot.core.MenuHandler;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.core.SlashCommandHandler;
import dev.tzaar.bot.registration.Registration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where JDA's events come in: each goes, read into the bot's own terms, to its handler. Nothing
 * slow happens here (this is JDA's event thread); a handler that throws is logged and the user gets
 * a short apology, never the exception.
 */
public final class DiscordListener extends ListenerAdapter {
    private static final Logger LOG = LoggerFactory.getLogger(DiscordListener.class);

    private final SlashCommandHandler commands;
    private final ButtonHandler buttons;
    private final MenuHandler menus;
    private final AutocompleteHandler autocomplete;
    private final CommandRegistrar registrar;
    private final String devGuild;
    private final CompletableFuture<Registration.Outcome> registered = new CompletableFuture<>();

    /** @param devGuild the server to register the command in instead of globally, or {@code null} */
    public DiscordListener(SlashCommandHandler commands, ButtonHandler buttons, MenuHandler menus,
            AutocompleteHandler autocomplete, CommandRegistrar registrar, String devGuild) {
        this.commands = commands;
        this.buttons = buttons;
        this.menus = menus;
        this.autocomplete = autocomplete;
        this.registrar = registrar;
        this.devGuild = devGuild;
    }

    /** Completes once the command is registered (or known to be up to date) where it belongs. */
    public CompletableFuture<Registration.Outcome> registered() {
        return registered;
    }

    @Override
    public void onReady(ReadyEvent event) {
        JDA jda = event.getJDA();
        if (devGuild == null) {
            if (jda.getShardInfo().getShardId() == 0) {
                complete(registrar.registerGlobally(jda));
            }
        } else if (ownsDevGuild(jda)) {
            Guild guild = jda.getGuildById(devGuild);
            if (guild == null) {
                LOG.warn("TZAAR_DEV_GUILD is {}, but the bot is not in that server: /tzaar is not registered", devGuild);
                registered.completeExceptionally(new IllegalStateException("the bot is not in server " + devGuild));
            } else {
                complete(registrar.registerIn(guild));
            }
        }
    }

    private boolean ownsDevGuild(JDA jda) {
        JDA.ShardInfo shard = jda.getShardInfo();
        return (Long.parseLong(devGuild) >>> 22) % shard.getShardTotal() == shard.getShardId();
    }

    private void complete(CompletableFuture<Registration.Outcome> registering) {
        registering.whenComplete((outcome, failure) -> {
            if (failure == null) {
                registered.complete(outcome);
            } else {
                registered.completeExceptionally(failure);
            }
        });
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        if (!event.getName().equals(TzaarCommand.NAME)) {
            return;
        }
        guarded(event, () -> commands.handle(event.getSubcommandName(), JdaCommandInput.ofCommand(event),
                JdaResponder.forCommand(event)));
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        guarded(event, () -> buttons.handle(event.getComponentId(), JdaCommandInput.of(event),
                JdaResponder.forComponent(event)));
    }

    @Override
    public void onStringSelectInteraction(StringSelectInteractionEvent event) {
        guarded(event, () -> menus.handle(event.getComponentId(), event.getValues(), JdaCommandInput.of(event),
                JdaResponder.forComponent(event)));
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        if (!event.getName().equals(TzaarCommand.NAME)) {
            return;
        }
        Instant received = Instant.now();
        try {
            Map<String, String> typed = new LinkedHashMap<>();
            for (OptionMapping option : event.getOptions()) {
                typed.put(option.getName(), option.getAsString());
            }
            CommandInput who = JdaCommandInput.of(event);
            AutocompleteQuery query = new AutocompleteQuery(who.interactionId(), who.guildId(), who.channelId(),
                    who.user(), event.getFocusedOption().getName(), typed, event.getTimeCreated().toInstant(), received,
                    who.locale());
            autocomplete.choices(query).thenAccept(choices -> event.replyChoices(jda(choices))
                    .queue(null, e -> LOG.debug("Autocomplete {} answered too late", event.getId(), e)));
        } catch (RuntimeException e) {
            LOG.error("Autocomplete {} failed", event.getId(), e);
            event.replyChoices(List.of()).queue(null, ignored -> { });
        }
    }

    private static List<Command.Choice> jda(List<Choice> choices) {
        return choices.stream().map(c -> new Command.Choice(c.name(), c.value())).toList();
    }

    /** Runs a handler; if it throws, logs it and gives the user an apology instead of silence. */
    private static void guarded(IReplyCallback interaction, Runnable handler) {
        try {
            handler.run();
        } catch (RuntimeException e) {
            LOG.error("Interaction {} failed", interaction.getId(), e);
            if (interaction.isAcknowledged()) {
                // Only if the relay itself broke after acknowledging; after a public "thinking" this
                // resolves it, so the apology says nothing a bystander should not read.
                interaction.getHook().sendMessage(Relay.APOLOGY).setEphemeral(true)
                        .queue(null, ignored -> { });
            } else {
                interaction.reply(Relay.APOLOGY).setEphemeral(true)
                        .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class)).queue(null, ignored -> { });
            }
        }
    }
}
