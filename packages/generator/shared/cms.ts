// What the editor's page (src/admin) shares with the configuration the generator writes for it
// (src/cms): the files' formats and the choice widget's name. Exported as "site-generator/cms".
export { CHOICE_WIDGET, type ChoiceSource } from "./cms-choice.ts";
export { FRONT_MATTER_FORMAT, YAML_FORMAT, frontMatterFormatter, yamlFormatter, type Formatter } from "./cms-formats.ts";
