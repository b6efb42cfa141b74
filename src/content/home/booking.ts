import content from "../../../content/home/booking.yaml";

// The texts are in content/home/booking.yaml.
export const BOOKING = content;
