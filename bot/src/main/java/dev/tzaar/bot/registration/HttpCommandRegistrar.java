package dev.tzaar.bot.registration;

import dev.tzaar.api.RequestLimits;
import dev.tzaar.bot.commands.TzaarCommand;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;

/**
 * Registers {@code /tzaar} over Discord's HTTP API with the bot's token, without a gateway
 * connection: what {@code ./tzaar register} does for either frontend (the interactions endpoint
 * has no token and never registers anything). Like the gateway bot's registrar it reads what
 * Discord has first and overwrites it only when it differs from our definition, compared the same way
 * ({@link Registration}).
 */
public final class HttpCommandRegistrar {
    private static final Duration TIMEOUT = Duration.ofSeconds(15);

    private final TzaarCommand command;
    private final HttpClient http;
    private final String api;
    private final String token;

    /**
     * @param discordApi like {@code https://discord.com/api/v10}
     * @param token the bot's token (sent only to {@code discordApi}, never printed)
     */
    public HttpCommandRegistrar(TzaarCommand command, HttpClient http, URI discordApi, String token) {
        this.command = command;
        this.http = http;
        String base = discordApi.toString();
        this.api = base.endsWith("/") ? base : base + "/";
        this.token = token;
    }

    /** The application the token belongs to: its id. */
    public String applicationId() {
        String id = DataObject.fromJson(send("GET", "applications/@me", null)).getString("id", "");
        if (!RequestLimits.isSnowflake(id)) {
            throw new RegistrationFailed("Discord's answer to GET applications/@me names no application id", null);
        }
        return id;
    }

    /**
     * Brings the commands up to date, globally or in one server ({@code guild}).
     *
     * @throws RegistrationFailed with Discord's answer when it refuses (a wrong token, a bot not in that server)
     */
    public Registration.Outcome register(Optional<String> guild) {
        // What goes into a URL is an id and nothing else.
        if (guild.isPresent() && !RequestLimits.isSnowflake(guild.get())) {
            throw new IllegalArgumentException("not a server id (17 to 20 digits): " + guild.get());
        }
        String path = "applications/" + applicationId() + guild.map(g -> "/guilds/" + g).orElse("") + "/commands";
        // With the translations, which the definition has: without them every start would look like a change.
        DataArray current = DataArray.fromJson(send("GET", path + "?with_localizations=true", null));
        List<CommandData> registered = new ArrayList<>();
        for (int i = 0; i < current.length(); i++) {
            registered.add(CommandData.fromData(current.getObject(i)));
        }
        if (!new Registration(command).needsUpdate(registered)) {
            return Registration.Outcome.UNCHANGED;
        }
        send("PUT", path, DataArray.empty().add(command.definition().toData()).toString());
        return Registration.Outcome.UPDATED;
    }

    private String send(String method, String path, String json) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(api + path)).timeout(TIMEOUT)
                .header("Authorization", "Bot " + token)
                .header("User-Agent", "DiscordBot (https://github.com/tzaar, 1) tzaar-register");
        if (json == null) {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            request.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(json));
        }
        HttpResponse<String> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new RegistrationFailed("Discord could not be reached at " + api + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RegistrationFailed("interrupted", e);
        }
        if (response.statusCode() == 401) {
            throw new RegistrationFailed("Discord refused the token (401): check DISCORD_TOKEN "
                    + "(developer portal → your application → Bot → Reset Token).", null);
        }
        if (response.statusCode() >= 300) {
            throw new RegistrationFailed("Discord refused " + method + " " + path.replaceFirst("^applications/\\d+",
                    "applications/<id>") + ": " + response.statusCode() + " " + response.body(), null);
        }
        return response.body();
    }

    /** Discord did not take the registration; the message says why, without the token. */
    public static final class RegistrationFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        RegistrationFailed(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
