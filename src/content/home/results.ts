import content from "../../../content/home/results.yaml";

// The texts are in content/home/results.yaml.
export const { method: METHOD, ...RESULTS } = content;
