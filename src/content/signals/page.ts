import content from "../../../content/signaux-affaires/page.yaml";

// The texts are in content/signaux-affaires/page.yaml.
export const { hero: SIGNALS_HERO, steps: SIGNALS_STEPS, closing: SIGNALS_CLOSING, cta: SIGNALS_CTA } = content;
