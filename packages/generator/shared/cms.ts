// What the editor's page (src/admin) shares with the configuration the generator writes for it
// (src/cms): the files' formats and the names of the widgets it adds to Decap's. Exported as "site-generator/cms".
export { CHOICE_WIDGET, type ChoiceSource } from "./cms-choice.ts";
export { DUPLICABLE_LIST_WIDGET } from "./cms-duplicable-list.ts";
export { FRONT_MATTER_FORMAT, YAML_FORMAT, frontMatterFormatter, yamlFormatter, type Formatter } from "./cms-formats.ts";
