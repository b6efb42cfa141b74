import { BOOKING_WIDGET } from "../../content/home/booking-widget.ts";

/** The states CSS shows the booking section's fallback for (src/sections/home/BookingSection.css). */
export type WidgetState = "consent" | "idle" | "loading" | "ready" | "failed";

// Made here rather than in the page: they mean something only while this script runs, and every
// byte of the home page's HTML is in its first round trip.

/** The line that says what is happening (loading, failed), read out by screen readers as it changes. */
export function bookingStatus(fallback: HTMLElement): HTMLElement {
  const status = document.createElement("p");
  status.className = "booking__status";
  status.setAttribute("role", "status");
  fallback.prepend(status);
  return status;
}

/** Before consent: who provides the module, and the one button that loads it. Returns the button. */
export function bookingPrompt(fallback: HTMLElement): HTMLButtonElement {
  const prompt = document.createElement("div");
  prompt.className = "booking__start";
  const text = document.createElement("p");
  text.textContent = BOOKING_WIDGET.consent;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "button button--primary";
  button.textContent = BOOKING_WIDGET.start;
  prompt.append(text, button);
  fallback.prepend(prompt);
  return button;
}
