package dev.tzaar.bot.gateway;

import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Player;
import dev.tzaar.bot.commands.AttachedFile;
import dev.tzaar.bot.commands.CommandInput;
import java.util.Optional;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.CommandInteractionPayload;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.utils.data.DataObject;

/** A JDA interaction read as {@link CommandInput}: a slash command with its options, or a button press. */
public final class JdaCommandInput implements CommandInput {
    private final Interaction interaction;
    private final CommandInteractionPayload command;

    private JdaCommandInput(Interaction interaction, CommandInteractionPayload command) {
        this.interaction = interaction;
        this.command = command;
    }

    public static JdaCommandInput ofCommand(CommandInteractionPayload command) {
        return new JdaCommandInput(command, command);
    }

    /** An interaction without options (a button press). */
    public static JdaCommandInput of(Interaction interaction) {
        return new JdaCommandInput(interaction, null);
    }

    @Override
    public String interactionId() {
        return interaction.getId();
    }

    @Override
    public String guildId() {
        Guild guild = interaction.getGuild();
        return guild == null ? null : guild.getId();
    }

    @Override
    public String channelId() {
        return interaction.getChannelId();
    }

    @Override
    public InteractionContext context() {
        InteractionContextType type = interaction.getContext();
        if (type == null) {
            return CommandInput.super.context();
        }
        return switch (type) {
            case GUILD -> InteractionContext.GUILD;
            case BOT_DM -> InteractionContext.BOT_DM;
            case PRIVATE_CHANNEL -> InteractionContext.PRIVATE_CHANNEL;
            default -> CommandInput.super.context();
        };
    }

    @Override
    public boolean appInstalledInServer() {
        var owners = interaction.getIntegrationOwners();
        return owners == null ? CommandInput.super.appInstalledInServer()
                : guildId() != null && owners.isGuildIntegration();
    }

    /**
     * JDA does not read {@code app_permissions}: it is taken from the interaction as Discord sent it
     * (the bot turns on JDA's event passthrough for this), so that both frontends read the same field.
     */
    @Override
    public String appPermissions() {
        if (!(interaction instanceof GenericEvent event) || event.getRawData() == null) {
            return null;
        }
        DataObject raw = event.getRawData();
        DataObject payload = raw.hasKey("d") && !raw.isNull("d") ? raw.getObject("d") : raw;
        return payload.getString("app_permissions", null);
    }

    @Override
    public int channelType() {
        return interaction.getChannelType().getId();
    }

    @Override
    public boolean inAThread() {
        return interaction.getChannelType().isThread();
    }

    @Override
    public boolean managesServer() {
        Member member = interaction.getMember();
        // Asked of the interaction's channel: a member of a server the bot does not cache ("detached")
        // has only the permissions the interaction carries, which are the member's in that channel.
        return member != null && interaction.getGuildChannel() != null
                && member.hasPermission(interaction.getGuildChannel(), Permission.MANAGE_SERVER);
    }

    @Override
    public Player user() {
        return player(interaction.getUser(), interaction.getMember());
    }

    @Override
    public String botUserId() {
        return interaction.getJDA().getSelfUser().getId();
    }

    @Override
    public String locale() {
        return known(interaction.getUserLocale());
    }

    @Override
    public String guildLocale() {
        return interaction.isFromGuild() ? known(interaction.getGuildLocale()) : null;
    }

    private static String known(DiscordLocale locale) {
        return locale == null || locale == DiscordLocale.UNKNOWN ? null : locale.getLocale();
    }

    @Override
    public Optional<String> text(String option) {
        OptionMapping mapping = command == null ? null : command.getOption(option);
        if (mapping == null || mapping.getType() == OptionType.USER) {
            return Optional.empty();
        }
        String value = mapping.getAsString();
        return value.isBlank() ? Optional.empty() : Optional.of(value.strip());
    }

    @Override
    public Optional<Player> player(String option) {
        OptionMapping mapping = command == null ? null : command.getOption(option);
        if (mapping == null || mapping.getType() != OptionType.USER) {
            return Optional.empty();
        }
        return Optional.of(player(mapping.getAsUser(), mapping.getAsMember()));
    }

    @Override
    public Optional<AttachedFile> file(String option) {
        OptionMapping mapping = command == null ? null : command.getOption(option);
        if (mapping == null || mapping.getType() != OptionType.ATTACHMENT) {
            return Optional.empty();
        }
        return Optional.of(new AttachedFile.OnDiscord(mapping.getAsAttachment().getUrl()));
    }

    /** A user with the name this server shows for them (their nickname here, when they have one). */
    static Player player(User user, Member member) {
        String name = member != null ? member.getEffectiveName() : user.getEffectiveName();
        return new Player(user.getId(), name, user.isBot());
    }
}
