// What Lighthouse's simulator (Lantern) had to go on for a page's LCP, read from the report: the
// protocol the document came over, the LCP element, and the requests that ended before the LCP
// observed in the real, unthrottled load. Lantern replays those requests' connections (a handshake
// per new one) with the mobile throttling, so this line says what the simulated LCP counted.
import type { Result } from "lighthouse";

interface NetworkRequest {
  url: string;
  protocol?: string;
  resourceType?: string;
  transferSize?: number;
  /** Milliseconds from the first request's start (the table's debug data gives that start's timestamp). */
  networkEndTime?: number;
}

function networkRequests(lhr: Result): { items: NetworkRequest[]; startTs?: number } {
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkRequest[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  return { items: details?.items ?? [], startTs: details?.debugData?.networkStartTimeTs };
}

/** The protocol of the page's own request, as Chromium reported it ("h2", "http/1.1"). */
export function documentProtocol(lhr: Result): string | undefined {
  return networkRequests(lhr).items.find((item) => item.resourceType === "Document")?.protocol;
}

function lcpSnippet(lhr: Result): string | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const snippet = details?.items?.[0]?.items?.[0]?.node?.snippet;
  return snippet && snippet.length > 80 ? `${snippet.slice(0, 79)}…` : snippet;
}

/**
 * The observed LCP (ms from navigation start), and how far the network table's clock starts after
 * navigation start: the report gives both starts as microsecond timestamps. Without them, 0: the
 * two clocks differ by the few ms between navigation start and the document's request.
 */
function observedLcp(lhr: Result, startTs: number | undefined): { lcpMs: number; networkClockMs: number } | undefined {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number | undefined>[] } | undefined)?.items?.[0];
  const lcpMs = metrics?.observedLargestContentfulPaint;
  if (lcpMs === undefined) return undefined;
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  return { lcpMs, networkClockMs: lcpTs !== undefined && startTs !== undefined ? lcpMs - (lcpTs - startTs) / 1000 : 0 };
}

/**
 * One line: the LCP element's markup, the observed LCP, and each request that ended before it
 * (path, protocol, kB transferred, end time from navigation start), e.g.
 * `LCP <h1> observed at 180 ms; 2 requests ended before: / h2 4.1 kB @52 ms, /style.css h2 0.6 kB @95 ms`.
 */
export function lcpLine(lhr: Result): string {
  const { items, startTs } = networkRequests(lhr);
  const observed = observedLcp(lhr, startTs);
  if (!observed) return "no LCP in the report (the performance category did not run)";
  // Every time on the navigation's clock, as the observed LCP.
  const endMs = (item: NetworkRequest) => item.networkEndTime! + observed.networkClockMs;
  const ended = items.filter((item) => item.networkEndTime !== undefined && endMs(item) <= observed.lcpMs);
  // data: URLs cost no connection and no transfer: counted, not listed.
  const before = ended.filter((item) => !item.url.startsWith("data:")).sort((a, b) => endMs(a) - endMs(b));
  const dataUrls = ended.length - before.length;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const describe = (item: NetworkRequest) => {
    const where = item.url.startsWith(origin) ? item.url.slice(origin.length) : item.url;
    const kB = item.transferSize === undefined ? "" : ` ${(item.transferSize / 1000).toFixed(1)} kB`;
    return `${where} ${item.protocol ?? "?"}${kB} @${Math.round(endMs(item))} ms`;
  };
  return (
    `LCP ${lcpSnippet(lhr) ?? "(element unknown)"} observed at ${Math.round(observed.lcpMs)} ms; ` +
    `${before.length} request${before.length === 1 ? "" : "s"} ended before: ${before.map(describe).join(", ") || "none"}` +
    (dataUrls ? ` (and ${dataUrls} data: URL${dataUrls === 1 ? "" : "s"})` : "")
  );
}
