package dev.tzaar.bench;

/**
 * What {@code ./tzaar bench discord} measures while games are played, in the terms; every
 * latency runs from the moment the fake Discord sent the interaction on the gateway.
 *
 * @param acknowledgements slash commands and button presses, to the bot's callback arriving
 * @param pictures moves, to the edited reply carrying board.png arriving
 * @param autocompletes autocomplete while the bot has the game cached, to the choices arriving
 */
record DiscordFigures(LatencySample acknowledgements, LatencySample pictures, LatencySample autocompletes) {
    static DiscordFigures empty() {
        return new DiscordFigures(new LatencySample(), new LatencySample(), new LatencySample());
    }

    int moves() {
        return pictures.count();
    }
}
