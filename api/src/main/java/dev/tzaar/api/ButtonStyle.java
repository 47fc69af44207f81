package dev.tzaar.api;

/** Discord's button colours: primary (blurple), secondary (grey), success (green), danger (red). */
public enum ButtonStyle {
    PRIMARY,
    SECONDARY,
    SUCCESS,
    DANGER
}
