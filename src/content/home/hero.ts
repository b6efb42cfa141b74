import content from "../../../content/home/hero.yaml";

// The texts are in content/home/hero.yaml.
export const { preview: HERO_PREVIEW, ...HERO } = content;
