import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import blogPages from "../content/blog-pages.yaml";

// Generated Markdown articles for measuring the build at scale (`npm run bench -- --scale`) and for
// tests that need a blog of a thousand articles. Written into a copy of the project, never the real one.

/** The keys articles name their category by, from the categories file the team edits. */
const CATEGORIES = blogPages.categories.map(({ key }) => key);

/** An article of the size and shape of a real one: about 600 words, headings, a list, a table, a quote. */
export function syntheticArticle(index: number): string {
  const day = String((index % 28) + 1).padStart(2, "0");
  const month = String((Math.floor(index / 28) % 12) + 1).padStart(2, "0");
  const paragraph = (n: number) =>
    `Paragraphe ${n} de la fiche ${index} : les permis de construire déposés dans le secteur annoncent des chantiers ` +
    `à venir, et un suivi régulier permet de rencontrer le maître d'ouvrage, l'architecte ou le bureau d'études ` +
    `avant la consultation des entreprises. Chaque projet repéré tôt laisse le temps de préparer une offre ` +
    `argumentée, de proposer des variantes techniques et de défendre la valeur plutôt que le seul prix.`;
  const section = (n: number) =>
    `## Étape ${n} de la méthode ${index}\n\n${paragraph(n)}\n\n${paragraph(n + 10)}\n\n` +
    `- Repérer les projets de la zone\n- Qualifier le maître d'ouvrage\n- Préparer le premier contact\n`;
  return `---
title: "Méthode de prospection numéro ${index}"
description: "Article de mesure ${index} du générateur : une méthode de prospection pas à pas pour les entreprises du BTP."
date: 2025-${month}-${day}
category: "${CATEGORIES[index % CATEGORIES.length]}"
author: "Banc d'essai"
featured: false
cover: images/bench-cover.svg
coverAlt: "Couverture de l'article de mesure."
---

${[1, 2, 3, 4].map(section).join("\n")}
| Source | Délai | Usage |
| --- | --- | --- |
| Permis de construire | 6 à 12 mois | Anticiper |
| Avis de marché | 1 mois | Répondre |

> Un projet repéré tôt est un projet où l'on peut encore proposer.
`;
}

/** Adds `count` articles (content/blog/bench-<n>.md) and their shared cover to the project at `root`. */
export function addSyntheticArticles(root: string, count: number): void {
  const blog = path.join(root, "content", "blog");
  mkdirSync(path.join(blog, "images"), { recursive: true });
  writeFileSync(path.join(blog, "images", "bench-cover.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"/>');
  for (let i = 1; i <= count; i++) writeFileSync(path.join(blog, `bench-${i}.md`), syntheticArticle(i));
}
