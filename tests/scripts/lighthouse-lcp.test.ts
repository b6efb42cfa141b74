import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { documentProtocol, lcpLine } from "../../scripts/lib/lighthouse-lcp.ts";

// A report cut down to what lighthouse-lcp.ts reads, shaped as Lighthouse 12 writes it: network
// times in ms from the first request (whose timestamp, in µs, is the table's debug data), the
// observed LCP both relative to navigation start and as a timestamp.
const NETWORK_START_TS = 5_000_000;
function report({ withTimestamps = true, lcpMs = 100 } = {}): Result {
  const request = (url: string, networkEndTime: number, resourceType = "Stylesheet") =>
    ({ url, protocol: url.startsWith("data:") ? "data" : "h2", resourceType, transferSize: 1234, networkEndTime });
  return {
    finalDisplayedUrl: "https://127.0.0.1:4443/",
    audits: {
      "network-requests": {
        details: {
          items: [
            request("https://127.0.0.1:4443/", 20, "Document"),
            request("https://127.0.0.1:4443/assets/late.js", 150, "Script"),
            request("https://127.0.0.1:4443/assets/site.css", 60),
            request("data:image/svg+xml;base64,AAAA", 40, "Image"),
          ],
          debugData: { networkStartTimeTs: NETWORK_START_TS },
        },
      },
      metrics: {
        details: {
          // Navigation started 30 ms before the first request: on the network clock, LCP is at lcpMs - 30.
          items: [{ observedLargestContentfulPaint: lcpMs, observedLargestContentfulPaintTs: withTimestamps ? NETWORK_START_TS + (lcpMs - 30) * 1000 : undefined }],
        },
      },
      "largest-contentful-paint-element": { details: { items: [{ items: [{ node: { snippet: '<h1 class="hero">' } }] }] } },
    },
  } as unknown as Result;
}

describe("what the simulated LCP counted", () => {
  it("reads the protocol of the document's request", () => {
    expect(documentProtocol(report())).toBe("h2");
  });

  it("lists the LCP element and the requests that ended before the observed LCP, in the order they ended", () => {
    expect(lcpLine(report())).toBe(
      // Navigation started 30 ms before the first request: 30 ms later than on the network table.
      'LCP <h1 class="hero"> observed at 100 ms; 2 requests ended before: / h2 1.2 kB @50 ms, /assets/site.css h2 1.2 kB @90 ms (and 1 data: URL)',
    );
  });

  it("puts the requests on the navigation's clock with the timestamps, so a request ending between the two starts is not counted", () => {
    // The stylesheet ends 60 ms after the first request: 90 ms after navigation start, after an LCP at 70 ms.
    expect(lcpLine(report({ lcpMs: 70 }))).toContain("1 request ended before: / h2");
    expect(lcpLine(report({ lcpMs: 70, withTimestamps: false }))).toContain("2 requests ended before");
  });

  it("says so when the performance category did not run", () => {
    expect(lcpLine({ finalDisplayedUrl: "https://127.0.0.1/", audits: {} } as unknown as Result)).toMatch(/no LCP/);
  });
});
