package dev.tzaar.bot.interactions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.api.Choice;
import dev.tzaar.bot.StrictJson;
import dev.tzaar.bot.core.AutocompleteHandler;
import dev.tzaar.bot.core.ButtonHandler;
import dev.tzaar.bot.core.MenuHandler;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.core.SlashCommandHandler;
import dev.tzaar.bot.commands.TzaarCommand;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Discord's interactions endpoint: one signed POST in, the interaction response out, within
 * Discord's 3 s. The signature is checked first, over the raw bytes, and anything not signed by the
 * application now is answered 401 and goes no further. Then the same handlers as the gateway bot's:
 * a command, button or select menu is acknowledged at once (deferred reply, type 5; deferred update, type 6) and
 * relayed to the game function on a worker, whose answer edits the original response through the
 * interaction's webhook; autocomplete is answered in the response itself (type 8), from the cache or
 * the function, never late.
 */
public final class InteractionsEndpoint {
    /** What is answered to one POST: a status and a JSON body. */
    public record Answer(int status, String body) {
        static Answer json(JsonNode body) {
            return new Answer(200, body.toString());
        }
    }

    static final int PING = 1;
    static final int APPLICATION_COMMAND = 2;
    static final int MESSAGE_COMPONENT = 3;
    static final int AUTOCOMPLETE = 4;
    /** A message component's {@code component_type}: a string select menu (a button is 2). */
    static final int STRING_SELECT = 3;
    static final int PONG = 1;
    static final int AUTOCOMPLETE_RESULT = 8;

    private static final Logger LOG = LoggerFactory.getLogger(InteractionsEndpoint.class);
    static final Answer UNAUTHORIZED = new Answer(401, "{\"message\":\"invalid request signature\"}");

    private final SignatureVerifier signatures;
    private final SlashCommandHandler commands;
    private final ButtonHandler buttons;
    private final MenuHandler menus;
    private final AutocompleteHandler autocomplete;
    private final Function<String, WebhookResponder> responders;
    private final Clock clock;

    /** @param responders the responder that answers through an interaction's webhook, given its token */
    public InteractionsEndpoint(SignatureVerifier signatures, SlashCommandHandler commands, ButtonHandler buttons,
            MenuHandler menus, AutocompleteHandler autocomplete, Function<String, WebhookResponder> responders,
            Clock clock) {
        this.signatures = signatures;
        this.commands = commands;
        this.buttons = buttons;
        this.menus = menus;
        this.autocomplete = autocomplete;
        this.responders = responders;
        this.clock = clock;
    }

    /**
     * Answers one POST.
     *
     * @param headers the request's headers, names in lower case
     * @param body the raw body, exactly as received
     */
    public Answer handle(Map<String, String> headers, byte[] body) {
        if (!signatures.verify(headers.get("x-signature-ed25519"), headers.get("x-signature-timestamp"), body)) {
            return UNAUTHORIZED;
        }
        Optional<JsonNode> interaction = StrictJson.object(body);
        if (interaction.isEmpty()) {
            return new Answer(400, "{\"message\":\"the body is not an interaction\"}");
        }
        InteractionInput input = new InteractionInput(interaction.get());
        if (input.type() != PING) {
            Optional<String> malformed = input.malformed();
            if (malformed.isPresent()) {
                LOG.warn("A signed interaction refused (400): {}", malformed.get());
                return new Answer(400, JsonNodeFactory.instance.objectNode()
                        .put("message", "not an interaction Discord sends: " + malformed.get()).toString());
            }
        }
        return switch (input.type()) {
            case PING -> Answer.json(JsonNodeFactory.instance.objectNode().put("type", PONG));
            case AUTOCOMPLETE -> Answer.json(choices(input));
            case APPLICATION_COMMAND, MESSAGE_COMPONENT -> Answer.json(acknowledged(input));
            default -> new Answer(400, "{\"message\":\"an interaction of a type this application does not use\"}");
        };
    }

    /** Handles a command or button press; returns the interaction response it decided at once. */
    private ObjectNode acknowledged(InteractionInput input) {
        WebhookResponder responder;
        try {
            responder = responders.apply(input.token());
            if (input.type() == APPLICATION_COMMAND) {
                boolean ours = input.commandName().equals(TzaarCommand.NAME);
                commands.handle(ours ? input.subcommandName() : null, input, responder);
            } else if (input.componentType() == STRING_SELECT) {
                menus.handle(input.customId(), input.values(), input, responder);
            } else {
                buttons.handle(input.customId(), input, responder);
            }
        } catch (RuntimeException e) {
            // Before the response is sent it can still change: a handler that broke (or a relay that could
            // not be handed on) gets a private apology, never "The application did not respond" nor an
            // acknowledgement that nothing will follow.
            LOG.error("Interaction {} failed", input.interactionId(), e);
            return WebhookResponder.ephemeralMessage(Relay.APOLOGY);
        }
        return responder.response().orElseGet(() -> WebhookResponder.ephemeralMessage(Relay.APOLOGY));
    }

    private ObjectNode choices(InteractionInput input) {
        List<Choice> choices = List.of();
        if (input.commandName().equals(TzaarCommand.NAME)) {
            try {
                // The handler completes within its deadline; the timeout only guards against a bug.
                choices = autocomplete.choices(input.autocompleteQuery(clock.instant()))
                        .get(AutocompleteHandler.DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
            } catch (ExecutionException | TimeoutException | RuntimeException e) {
                LOG.warn("Autocomplete {} gave no choices", input.interactionId(), e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        ObjectNode answer = JsonNodeFactory.instance.objectNode().put("type", AUTOCOMPLETE_RESULT);
        ArrayNode list = answer.putObject("data").putArray("choices");
        choices.forEach(choice -> list.addObject().put("name", choice.name()).put("value", choice.value()));
        return answer;
    }
}
