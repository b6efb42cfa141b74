import { describe, expect, it } from "vitest";
import { VIDEO_SIZE, useServedFixture } from "./helpers/serve-fixture.ts";
import { expectSameBytes, expectStillServing, get } from "./helpers/serve-http.ts";

const served = useServedFixture();

describe("byte ranges", () => {
  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=0-0", 0, 0],
    ["bytes=1000-", 1000, VIDEO_SIZE - 1],
    ["bytes=-500", VIDEO_SIZE - 500, VIDEO_SIZE - 1],
    [`bytes=${VIDEO_SIZE - 100}-999999999`, VIDEO_SIZE - 100, VIDEO_SIZE - 1],
  ])("answers %s with 206 and those bytes", async (range, start, end) => {
    const response = await get(served.server, "/video.mp4", { headers: { Range: range } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${VIDEO_SIZE}`);
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expectSameBytes(Buffer.from(await response.arrayBuffer()), served.fixture.video.subarray(start, end + 1));
  });

  it.each([`bytes=${VIDEO_SIZE}-`, "bytes=999999999-", "bytes=-0"])("answers %s with 416", async (range) => {
    const response = await get(served.server, "/video.mp4", { headers: { Range: range } });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${VIDEO_SIZE}`);
  });

  it.each(["bytes=500-100", "bytes=0-1,5-6", "items=0-9", "bytes=x-y"])(
    "ignores the unusable range %s, sends the whole file and keeps serving",
    async (range) => {
      const response = await get(served.server, "/video.mp4", { headers: { Range: range } });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).length).toBe(VIDEO_SIZE);
      await expectStillServing(served.server);
    },
  );

  it("sends the whole file when If-Range names another version", async () => {
    const response = await get(served.server, "/video.mp4", { headers: { Range: "bytes=0-9", "If-Range": '"stale"' } });
    expect(response.status).toBe(200);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
  });
});
