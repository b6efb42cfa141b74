import content from "../../content/site/privacy.yaml";

// The texts are in content/site/privacy.yaml.
export const PRIVACY = content;
