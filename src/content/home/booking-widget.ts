import content from "../../../content/home/booking-widget.yaml";

// The texts the booking widget's script shows are in content/home/booking-widget.yaml, apart from
// the section's: its chunk carries these alone.
export const BOOKING_WIDGET = content;
