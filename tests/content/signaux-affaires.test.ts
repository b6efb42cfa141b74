import { beforeAll, describe, expect, it } from "vitest";
import { nextTabIndex } from "../../src/islands/signal-tabs/next-tab-index.ts";
import { SPEC } from "../../src/site.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";

const TAB_NAMES = [
  "Projets de Construction",
  "Signaux de Croissance",
  "Attributions de Marché",
  "Signaux Financiers",
  "Signaux Juridiques & Légaux",
];
const CTA = "Planifier ma session stratégique";

let doc: Document;

beforeAll(async () => {
  doc = readPage(await projectBuild(), "signaux-affaires/index.html");
});

const tabs = () => [...doc.querySelectorAll('[role="tablist"] [role="tab"]')];
const panels = () => [...doc.querySelectorAll('[role="tabpanel"]')];

describe("/signaux-affaires", () => {
  it("has exactly one h1", () => {
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
  });

  it("names its tablist", () => {
    const tablist = doc.querySelector('[role="tablist"]');
    expect(tablist?.getAttribute("aria-label")).toBeTruthy();
  });

  it("shows the five tabs of the spec as buttons, in order, with their exact names", () => {
    expect(tabs().map((tab) => plainText(tab).trim())).toEqual(TAB_NAMES);
    for (const tab of tabs()) expect(tab.tagName).toBe("BUTTON");
  });

  it("selects the first tab by default, and only the first", () => {
    const [first, ...others] = tabs();
    expect(first?.getAttribute("aria-selected")).toBe("true");
    expect(first?.getAttribute("tabindex")).toBe("0");
    expect(first?.getAttribute("data-state")).toBe("active");
    for (const tab of others) {
      expect(tab.getAttribute("aria-selected")).toBe("false");
      expect(tab.getAttribute("tabindex")).toBe("-1");
      expect(tab.getAttribute("data-state")).toBe("inactive");
    }
  });

  it("derives the ids from the island's id prop", () => {
    expect(tabs().map((tab) => tab.id)).toEqual(TAB_NAMES.map((_, index) => `signaux-tab-${index + 1}`));
    expect(panels().map((panel) => panel.id)).toEqual(TAB_NAMES.map((_, index) => `signaux-panel-${index + 1}`));
  });

  it("links each tab to a tabpanel that is labelled by it in return", () => {
    for (const tab of tabs()) {
      const panel = doc.getElementById(tab.getAttribute("aria-controls") ?? "");
      expect(panel?.getAttribute("role"), tab.id).toBe("tabpanel");
      expect(panel?.getAttribute("aria-labelledby")).toBe(tab.id);
    }
  });

  it("renders all five panels, focusable, only the first active", () => {
    expect(panels()).toHaveLength(TAB_NAMES.length);
    panels().forEach((panel, index) => {
      expect(panel.getAttribute("tabindex")).toBe("0");
      expect(panel.getAttribute("data-state")).toBe(index === 0 ? "active" : "inactive");
      expect(panel.hasAttribute("hidden")).toBe(false);
    });
  });

  it.each(TAB_NAMES.map((name, index) => [name, index] as const))(
    "gives the panel of %s its animation, h3 title, description and three points",
    (name, index) => {
      const panel = panels()[index]!;
      const animation = panel.querySelector('[data-slot="signal-animation"] svg');
      expect(animation?.getAttribute("aria-hidden")).toBe("true");
      expect(plainText(panel.querySelector("h3")!).trim().length).toBeGreaterThan(10);
      expect(plainText(panel.querySelector('p[data-slot="description"]')!).trim().length).toBeGreaterThan(80);
      expect(panel.querySelectorAll("ul li")).toHaveLength(3);
      // Without JavaScript the panels are stacked: each names its signal visibly.
      expect(plainText(panel)).toContain(name);
    },
  );

  it("states the anticipation of 6 to 12 months on building permits", () => {
    const { min, max } = SPEC.anticipationMonths;
    expect(plainText(panels()[0]!)).toContain(`${min} à ${max} mois`);
  });

  it("gives the example reliability score of 95 % in the financial panel", () => {
    expect(SPEC.reliabilityScoreExamplePercent).toBe(95);
    expect(plainText(panels()[3]!.querySelector('p[data-slot="description"]')!)).toContain("95 %");
  });

  it("draws each of the gauge's 20 ticks once, the 19 of a 95 % score lit", () => {
    const gauge = panels()[3]!.querySelector(".anim-gauge")!;
    expect(gauge.querySelectorAll("use")).toHaveLength(20);
    expect(gauge.querySelectorAll(".anim-gauge__lit use")).toHaveLength(19);
  });

  it("staggers the illustrations' animations from an index (--i), not an inline delay each", () => {
    const styles = [...doc.querySelectorAll(".signal-anim__svg [style]")].map((element) => element.getAttribute("style"));
    expect(styles.filter((style) => style?.includes("animation"))).toEqual([]);
  });

  it("names the three collective proceedings in the legal panel", () => {
    const legal = plainText(panels()[4]!);
    for (const proceeding of ["Sauvegarde", "redressement", "liquidation judiciaire"]) expect(legal).toContain(proceeding);
  });

  it("leads every 'Planifier ma session stratégique' button to /#prise-de-rdv, in the hero and at the end", () => {
    const ctas = [...doc.querySelectorAll("main a")].filter((link) => plainText(link).trim() === CTA);
    expect(ctas.length).toBe(2);
    for (const link of ctas) expect(link.getAttribute("href")).toBe("/#prise-de-rdv");
  });
});

describe("nextTabIndex", () => {
  it.each([
    ["ArrowRight", 0, 1],
    ["ArrowRight", 4, 0],
    ["ArrowLeft", 2, 1],
    ["ArrowLeft", 0, 4],
    ["Home", 3, 0],
    ["End", 1, 4],
  ])("given %s from tab %i of five, should go to tab %i", (key, current, expected) => {
    expect(nextTabIndex(current, key, 5)).toBe(expected);
  });

  it.each(["ArrowUp", "ArrowDown", "Tab", "Enter", " ", "a"])("given %j, should leave the selection alone", (key) => {
    expect(nextTabIndex(2, key, 5)).toBeNull();
  });
});
