/** The folder of the content files, from the project root. */
export const CONTENT_FOLDER = "content";

/** The file of the values the team owns (contact, company, host, providers, partners), in that folder. */
export const COMPANY_FILE = "site/company.yaml";

/**
 * The same from the project root: the site's code hands its data to the generator under this name,
 * which messages show (a placeholder still there is "content/site/company.yaml: company.name").
 * A module of its own, importing nothing: the server entry names it without reaching the registry,
 * whose schemas would then count as on every page (page-styles.ts puts what every page reaches in
 * the shared stylesheet).
 */
export const COMPANY_VALUES = `${CONTENT_FOLDER}/${COMPANY_FILE}`;
