import content from "../../content/not-found.yaml";

// The 404 page's texts are in content/not-found.yaml (the spec gives them in English, §2, §8).
export const NOT_FOUND_COPY = content;
