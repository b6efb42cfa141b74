import { get, type IncomingMessage } from "node:http";

export interface EventStream {
  status: number;
  contentType: string | undefined;
  /** Resolves with the data of the first `event` frame not yet taken, waiting for one if needed. */
  next(event: string): Promise<string>;
  close(): void;
}

/** Opens a server-sent event stream; resolves once the response headers have arrived. */
export function openEvents(url: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = get(url, (response: IncomingMessage) => {
      const frames: Array<{ event: string; data: string }> = [];
      const waiters: Array<{ event: string; resolve: (data: string) => void }> = [];
      const settle = () => {
        for (const waiter of [...waiters]) {
          const index = frames.findIndex((frame) => frame.event === waiter.event);
          if (index === -1) continue;
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(frames.splice(index, 1)[0]?.data ?? "");
        }
      };
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          if (event) frames.push({ event, data: /^data: (.*)$/m.exec(frame)?.[1] ?? "" });
        }
        settle();
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers["content-type"],
        next(event) {
          return new Promise((done) => {
            waiters.push({ event, resolve: done });
            settle();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
}
