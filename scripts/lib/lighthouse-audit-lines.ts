// Lighthouse's verdicts as text: which audits lose points, and one line per detail of each, so a
// failing test or `npm run lighthouse` says what to fix without opening an HTML report.
import type { Result } from "lighthouse";

const MAX_ITEMS_SHOWN = 5;

type AuditResult = Result["audits"][string];

/** An audit that errored, or a scored one under full marks. */
export function losesPoints(audit: AuditResult): boolean {
  if (audit.scoreDisplayMode === "error") return true;
  const scored = ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode);
  return scored && audit.score !== null && audit.score < 1;
}

/** The audit's value, explanation or error, then the first rows of its table, one line each. */
export function describeAudit(audit: AuditResult): string[] {
  const lines = [audit.displayValue, audit.explanation, audit.errorMessage].filter((line): line is string => !!line);
  const details = audit.details as { type?: string; items?: unknown; headings?: Heading[] } | undefined;
  if (!details || details.type === "debugdata" || !Array.isArray(details.items)) return lines;
  for (const item of details.items.slice(0, MAX_ITEMS_SHOWN)) lines.push(describeItem(item, details.headings ?? []));
  if (details.items.length > MAX_ITEMS_SHOWN) lines.push(`… and ${details.items.length - MAX_ITEMS_SHOWN} more`);
  return lines.filter(Boolean);
}

interface Heading {
  key: string | null;
  label?: unknown;
  valueType?: string;
}

/** Columns labelled in the output, with their unit: the others (URLs, elements, texts) speak for themselves. */
const LABELLED: Record<string, string> = { bytes: " B", ms: " ms", timespanMs: " ms", numeric: "" };

/** A row of an audit's table, its numbers labelled by the table's headings. */
function describeItem(item: unknown, headings: Heading[]): string {
  if (!headings.length || !item || typeof item !== "object") return describeValue(item);
  const row = item as Record<string, unknown>;
  const cells = headings.flatMap(({ key, label, valueType }) => {
    const text = key === null ? "" : describeValue(row[key]);
    if (!text) return [];
    const unit = LABELLED[valueType ?? ""];
    return [typeof label === "string" && unit !== undefined ? `${label}: ${text}${unit}` : text];
  });
  if (row.subItems) cells.push(`(${describeValue(row.subItems)})`);
  return cells.join("  ");
}

/** One line for a row of an audit's table: its texts, numbers, URLs and elements. */
function describeValue(value: unknown): string {
  if (typeof value === "string") return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  if (typeof value === "number") return String(Math.round(value * 1000) / 1000);
  if (!value || typeof value !== "object") return "";
  const object = value as Record<string, unknown>;
  if (object.type === "node") return [object.selector, object.snippet, object.explanation].map(describeValue).filter(Boolean).join("  ");
  if (object.type === "source-location") return `${describeValue(object.url)}:${Number(object.line) + 1}`;
  if (object.type === "subitems" && Array.isArray(object.items)) return object.items.map(describeValue).join("; ");
  if (object.type === "text" || object.type === "url" || object.type === "code") return describeValue(object.value);
  return Object.entries(object)
    .filter(([key]) => !["type", "lhId", "path", "boundingRect", "entity"].includes(key))
    .map(([, field]) => describeValue(field))
    .filter(Boolean)
    .join("  ");
}
