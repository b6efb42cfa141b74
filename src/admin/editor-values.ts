import company from "../../content/site/company.yaml";
import { COMPANY_VALUES } from "../content-registry/company-file.ts";
import contentFiles from "../content-registry/registry.ts";
import { contentValues } from "../generator/content/fill-values.ts";

/**
 * The `{{name}}`s the build fills, the company file's fields among them (its `values: true` in the
 * registry): what the editor's checks and previews fill, as the build does.
 */
export const EDITOR_VALUES = contentValues({ ...contentFiles.values, [COMPANY_VALUES]: company });
