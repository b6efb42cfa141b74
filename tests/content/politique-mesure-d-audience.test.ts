import { beforeAll, describe, expect, it } from "vitest";
import { FORMATTED } from "../../src/content-registry/values.ts";
import { SITE } from "../../src/site.ts";
import { fileOf, plainText, readPage, readSection } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";

// The privacy policy's audience measurement, as this configuration builds it: its provider's facts
// where SITE.measurement names one, a plain "none" where it is null (privacy-policy-settings.test.ts
// renders the policy under every setting, whatever this configuration has).
let out: string;

beforeAll(async () => {
  out = await projectBuild();
});

const route = "/politique-de-confidentialite/";
const section = (id: string) => readSection(out, route, id);
const sectionText = (id: string) => plainText(section(id));

describe("politique de confidentialité: mesure d'audience", () => {
  it(`counts among visitors' data ${SITE.measurement ? "the measurement's anonymous events" : "no measurement, as there is none"}`, () => {
    const visitors = sectionText("donnees-visiteurs");
    if (SITE.measurement) expect(visitors).toContain("les événements anonymes de la mesure d'audience");
    else expect(visitors).not.toMatch(/mesure d'audience/);
  });

  const rowOf = (id: string, heading: RegExp) =>
    [...section(id).querySelectorAll("tbody tr")].find((tr) => heading.test(plainText(tr.querySelector("th")!)));

  describe.runIf(SITE.measurement)("with an audience measurement (SITE.measurement)", () => {
    const measurement = SITE.measurement!;

    it("says what is counted, and how it is sent: alone, without parameters, no cookie, no identifier", () => {
      const text = sectionText("mesure-d-audience");
      const counted = ["page vue", "boutons de démonstration", "module de réservation", "démonstration réservée", ...(SITE.newsletter ? ["lettre d'information"] : [])];
      for (const action of counted) expect(text).toContain(action);
      expect(text).toMatch(/sans leurs paramètres/);
      expect(text).toMatch(/Aucun cookie n'est déposé, aucun identifiant/);
    });

    it("states the configured provider's facts: who receives the events and at which host, where they are stored, what is kept of the IP address, for how long", () => {
      const definition = (term: string) => {
        const found = [...section("mesure-d-audience").querySelectorAll("dt")].find((dt) => plainText(dt) === term);
        return found && plainText(found.nextElementSibling!);
      };
      expect(definition("Destinataire")).toBe(`${measurement.providerName}, qui les reçoit sur ${new URL(measurement.endpoint).hostname}`);
      expect(definition("Hébergement des données")).toBe(measurement.hosting);
      expect(definition("Adresse IP et navigateur")).toBe(`Votre navigateur transmet, comme à tout site, votre adresse IP et son nom. ${measurement.keeps}`);
      expect(definition("Conservation")).toContain(`conservées ${measurement.retentionMonths} mois au plus`);
      const kept = rowOf("durees-de-conservation", /^Statistiques de mesure d'audience$/);
      expect(kept && plainText(kept.querySelector("td")!)).toBe(`${measurement.retentionMonths} mois au maximum`);
    });

    it("rests it on legitimate interest, and offers an objection that lasts until withdrawn", () => {
      const basis = rowOf("finalites-et-bases-legales", /^Mesurer l'audience/);
      expect(basis && plainText(basis.querySelector("td")!)).toMatch(/^Intérêt légitime/);
      const text = sectionText("mesure-d-audience");
      expect(text).toMatch(/vous pouvez vous y opposer/);
      expect(text).toMatch(/Votre opposition est conservée sur votre appareil jusqu'à ce que vous la retiriez/);
      expect(text).toMatch(/Global Privacy Control ou Do Not Track/);
      expect(sectionText("cookies")).toMatch(/votre opposition à la mesure d'audience est gardée jusqu'à ce que vous la retiriez/);
      const choices = rowOf("durees-de-conservation", /^Cookies et choix de consentement$/);
      expect(choices && plainText(choices.querySelector("td")!)).toBe("13 mois au maximum ; votre opposition à la mesure d'audience, jusqu'à ce que vous la retiriez");
      // The switch's place, which the page's script fills; its text is what shows without JavaScript.
      expect(section("mesure-d-audience").querySelector('[data-privacy-switch="measurement"]')).not.toBeNull();
    });
  });

  describe.runIf(!SITE.measurement)("without an audience measurement (SITE.measurement null)", () => {
    it("says plainly that the site measures nothing, in the section links point to", () => {
      expect(sectionText("mesure-d-audience")).toMatch(/^Mesure d'audience ?Le site ne mesure pas son audience : il ne compte ni les pages vues ni les clics, et n'envoie rien à un outil de mesure/);
    });

    it("offers no objection to a measurement that does not exist, and states no provider, period or legal basis for it", () => {
      const page = readPage(out, fileOf(route));
      expect(page.querySelector("[data-privacy-switch]")).toBeNull();
      expect(plainText(page.querySelector("main")!)).not.toMatch(/opposition à la mesure|vous y opposer|Statistiques de mesure/);
      expect(rowOf("finalites-et-bases-legales", /^Mesurer l'audience/)).toBeUndefined();
      expect(FORMATTED.measurementHost).toBeUndefined();
    });
  });
});
