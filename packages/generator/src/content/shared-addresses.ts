import { readFileSync } from "node:fs";
import path from "node:path";
import { addressTaken, fieldAt, lineOfField } from "./address-taken.ts";
import { ContentError } from "./content-error.ts";
import type { SiteRoute } from "../site-definition.ts";

/**
 * Two pages at one address would write one file, the later silently over the earlier: refused,
 * naming for a page its content file gave the address (`origin`) the file, the line and the
 * field, and the page that already has it. Every clash in one message.
 */
export function refuseSharedAddresses(routes: readonly SiteRoute[], root: string): void {
  const first = new Map<string, SiteRoute>();
  const clashes: string[] = [];
  for (const route of routes) {
    const holder = first.get(route.path);
    if (!holder) {
      first.set(route.path, route);
      continue;
    }
    // The page a content file placed is the one to move; of two such pages, the later.
    const [moved, kept] = !route.origin && holder.origin ? [holder, route] : [route, holder];
    clashes.push(addressTaken(whereOf(moved, root), route.path, kept));
  }
  if (clashes.length > 0) throw new ContentError(clashes.join("\n"));
}

function whereOf(route: SiteRoute, root: string): string {
  if (!route.origin) return `la page ${route.path} (« ${route.title} »)`;
  const { file, field } = route.origin;
  let text = "";
  try {
    text = readFileSync(path.join(root, file), "utf8");
  } catch {
    // The file's name alone, then.
  }
  return fieldAt(file, field, lineOfField(text, field));
}
