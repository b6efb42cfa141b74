// The content readers the editor runs in the browser (src/admin), the same the build runs: an entry
// saved in /admin/ is read, and refused, as `site build` reads it. Exported as "site-generator/content".
export { ContentError } from "./content-error.ts";
export { duplicateSlug } from "./duplicate-slug.ts";
export { parseFrontMatter } from "./front-matter.ts";
export { readEntry, slugOf } from "./read-entry.ts";
export { registryValues, valueFiles } from "./registry-values.ts";
export { createMarkdownRenderer, slugLike } from "./render-markdown.ts";
export { readYamlContent, readYamlFile } from "./yaml-file.ts";
export { addressTaken, fieldAt, lineOfField, type AddressHolder } from "./address-taken.ts";
export { crossCollectionMessage } from "./cross-collection.ts";
export { formerAddressIsPage, formerAddressTwice, linkToNoPage, pageName, placeName, type ContentPlace } from "./link-words.ts";
export type { ContentLink } from "./markdown-links.ts";
export { frontMatterLine, yamlLine } from "./front-matter.ts";
export { pathForms } from "../host/redirects.ts";
export { didYouMean } from "../did-you-mean.ts";
