import content from "../../../content/home/pillars.yaml";

/** Spec §2: three pillars, each with its features and a looping demo video. */
export interface Pillar {
  id: string;
  number: string;
  title: string;
  text: string;
  features: string[];
  link: { label: string; path: string };
  video: { name: string; label: string };
}

// The texts are in content/home/pillars.yaml.
export const { pillars: PILLARS, ...PILLARS_INTRO } = content;
