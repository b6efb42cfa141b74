import content from "../../../content/home/faq.yaml";

// The texts are in content/home/faq.yaml. Spec §2: six questions, one open at a time.
export const FAQ = content;
