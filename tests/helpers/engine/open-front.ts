import type { PageOptions } from "./engine-page.ts";
import { startFrontServer, type FrontServer } from "./front-server.ts";
import { FAKE_SCHEDULING, MEASUREMENT_STAND_IN } from "./stand-ins.ts";
import type { ThirdPartyProxy } from "./third-party-proxy.ts";

/** What every engine's page starts with: its own front server, and its lists, known to the proxy. */
export async function openFront(
  site: string,
  proxy: ThirdPartyProxy,
  options: PageOptions,
): Promise<{ front: FrontServer; lists: { messages: string[]; external: string[] } }> {
  const front = await startFrontServer(site);
  const lists = { messages: [] as string[], external: [] as string[] };
  proxy.register(front.origin, { ...MEASUREMENT_STAND_IN, ...(options.thirdParty ?? FAKE_SCHEDULING) }, lists.external);
  return { front, lists };
}
