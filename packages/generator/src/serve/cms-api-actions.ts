/** A path a request of the editor names: where in its body, and whether it names a folder rather than a file. */
export interface RequestedPath {
  field: string;
  value: unknown;
  folder?: boolean;
}

type Params = Record<string, unknown>;

/**
 * Every action of decap-server's "fs" mode, the one `site serve` runs it in (its
 * src/middlewares/localFs: the working tree, no Git), with every path each one reads, writes,
 * moves or deletes. Its "git" mode's actions, and any other, are refused.
 */
const ACTIONS: Record<string, (params: Params) => RequestedPath[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (params) => [{ field: "folder", value: params.folder, folder: true }],
  entriesByFiles: (params) => listAt(params, "files").map((file, index) => ({ field: `files[${index}].path`, value: objectAt(file).path })),
  getEntry: (params) => [{ field: "path", value: params.path }],
  persistEntry: (params) => [
    // decap-server writes `entry` when `dataFiles` is left out: both are checked.
    ...(params.entry === undefined ? [] : dataFilePaths(params.entry, "entry")),
    ...listAt(params, "dataFiles").flatMap((file, index) => dataFilePaths(file, `dataFiles[${index}]`)),
    ...listAt(params, "assets").map((asset, index) => ({ field: `assets[${index}].path`, value: objectAt(asset).path })),
  ],
  getMedia: (params) => [{ field: "mediaFolder", value: params.mediaFolder, folder: true }],
  getMediaFile: (params) => [{ field: "path", value: params.path }],
  persistMedia: (params) => [{ field: "asset.path", value: objectAt(params.asset).path }],
  deleteFile: (params) => [{ field: "path", value: params.path }],
  deleteFiles: (params) => listAt(params, "paths").map((value, index) => ({ field: `paths[${index}]`, value })),
};

/** A body the editor would not send: why, in the editor's words (it shows the API's `error`). */
export class MalformedRequest extends Error {}

/** The action a body asks for and every path it names (`field` from `params`), or a MalformedRequest thrown. */
export function readAction(body: unknown): { action: string; paths: RequestedPath[] } {
  const { action, params } = objectAt(body);
  if (typeof action !== "string" || !Object.hasOwn(ACTIONS, action)) {
    throw new MalformedRequest(`action ${JSON.stringify(action)} inconnue : l'éditeur local connaît ${Object.keys(ACTIONS).join(", ")}.`);
  }
  const paths = ACTIONS[action]!(objectAt(params));
  return { action, paths: paths.map((path) => ({ ...path, field: `params.${path.field}` })) };
}

function dataFilePaths(file: unknown, field: string): RequestedPath[] {
  const { path, newPath } = objectAt(file);
  return [{ field: `${field}.path`, value: path }, ...(newPath === undefined ? [] : [{ field: `${field}.newPath`, value: newPath }])];
}

function objectAt(value: unknown): Params {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Params) : {};
}

function listAt(params: Params, field: string): unknown[] {
  const value = params[field];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new MalformedRequest(`params.${field} doit être une liste.`);
  return value;
}
