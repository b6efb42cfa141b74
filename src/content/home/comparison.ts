import content from "../../../content/home/comparison.yaml";

// The texts are in content/home/comparison.yaml.
export const COMPARISON = content;
