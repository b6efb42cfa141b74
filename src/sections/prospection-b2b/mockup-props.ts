import type { PageSection } from "../../content-registry/schemas/sections/index.ts";

/** What a step's mock-up is drawn from: the fictional companies and people of its section. */
export interface MockupProps {
  mockups: Extract<PageSection, { type: "prospecting-steps" }>["mockups"];
}
