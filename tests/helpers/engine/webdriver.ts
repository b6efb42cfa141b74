import type { Key } from "./engine-page.ts";

/** The key values of classic WebDriver's key actions (W3C WebDriver, "Keyboard actions"). */
const KEY_CODES: Record<Key, string[]> = {
  Enter: ["\uE007"],
  Space: ["\uE00D"],
  Tab: ["\uE004"],
  "Shift+Tab": ["\uE008", "\uE004"],
  Escape: ["\uE00C"],
  ArrowLeft: ["\uE012"],
  ArrowRight: ["\uE014"],
  Home: ["\uE011"],
  End: ["\uE010"],
};

/** A classic WebDriver session over HTTP: the few commands the tests need, nothing more. */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(driver: string, capabilities: object): Promise<WebDriverSession> {
    const { sessionId } = (await send(`${driver}/session`, "POST", { capabilities: { alwaysMatch: capabilities } })) as { sessionId: string };
    return new WebDriverSession(`${driver}/session/${sessionId}`, sessionId);
  }

  command(path: string, method: "GET" | "POST" | "DELETE" = "POST", body?: object): Promise<unknown> {
    return send(`${this.base}${path}`, method, body ?? (method === "POST" ? {} : undefined));
  }

  execute(expression: string): Promise<unknown> {
    return this.command("/execute/sync", "POST", { script: `return ${expression};`, args: [] });
  }

  pointer(x: number, y: number, click: boolean): Promise<unknown> {
    const move = (dx: number) => ({ type: "pointerMove", duration: 0, origin: "viewport", x: Math.round(x) + dx, y: Math.round(y) });
    const press = click ? [{ type: "pointerDown", button: 0 }, { type: "pointerUp", button: 0 }] : [];
    // Two moves, the last one to the point: WebKitWebDriver leaves a lone move's events at the
    // pointer's previous place.
    return this.command("/actions", "POST", {
      actions: [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions: [move(-1), move(0), ...press] }],
    });
  }

  async press(key: Key): Promise<void> {
    const codes = KEY_CODES[key];
    const down = codes.map((value) => ({ type: "keyDown", value }));
    const up = codes.toReversed().map((value) => ({ type: "keyUp", value }));
    await this.command("/actions", "POST", { actions: [{ type: "key", id: "keyboard", actions: [...down, ...up] }] });
    await this.command("/actions", "DELETE");
  }
}

async function send(url: string, method: string, body?: object): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: body ? { "content-type": "application/json" } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  const { value } = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = value as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error}: ${message}`);
  }
  return value;
}
