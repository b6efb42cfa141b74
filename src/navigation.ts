/** Header links (spec §2, Navigation). */
export const NAV_LINKS = [
  { path: "/", label: "Accueil" },
  { path: "/signaux-affaires/", label: "Signaux d'affaires" },
  { path: "/veille-appels-offres/", label: "Veille appels d'offres" },
  { path: "/prospection-b2b/", label: "Prospection B2B" },
  { path: "/blog/", label: "Blog" },
] as const;

/** Where every demo button leads (spec §2). */
export const DEMO_PATH = "/#prise-de-rdv";

/** Footer: solutions (spec §2, Footer). */
export const SOLUTION_LINKS = [
  { path: "/signaux-affaires/", label: "Signaux d'affaires" },
  { path: "/veille-appels-offres/", label: "Veille appels d'offres" },
  { path: "/prospection-b2b/", label: "Prospection B2B" },
] as const;

/** Footer: resources, placeholders with no target yet (spec §2, Footer). */
export const RESOURCE_PLACEHOLDERS = ["Blog", "API & Intégrations"] as const;

export const LEGAL_LINKS = [
  { path: "/mentions-legales/", label: "Mentions légales" },
  { path: "/cgu-cgv/", label: "CGU / CGV" },
  { path: "/politique-de-confidentialite/", label: "Politique de confidentialité" },
] as const;
