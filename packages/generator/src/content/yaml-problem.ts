import type { YAMLError } from "yaml";

/**
 * What the yaml package found wrong with a text, said in French to whoever wrote it, by the
 * package's error code: what is wrong at the line, and how it is usually fixed.
 */
export function yamlProblem(error: YAMLError): string {
  return `le YAML n'est pas valide ici : ${explanation(error)}`;
}

function explanation({ code, message }: YAMLError): string {
  switch (code) {
    case "BLOCK_AS_IMPLICIT_KEY":
      if (/compact mappings/.test(message)) return "un texte qui contient « : » (deux-points suivis d'une espace) s'écrit entre guillemets";
      return "l'indentation ne correspond pas à celle des lignes voisines";
    case "MULTILINE_IMPLICIT_KEY":
      return "chaque ligne doit avoir la forme « champ: valeur », alignée sur les champs voisins";
    case "MISSING_CHAR":
      if (/quote/.test(message)) return "un guillemet ouvert n'est pas refermé";
      return "il manque un guillemet ou un crochet fermant, ou « : » après le nom d'un champ";
    case "TAB_AS_INDENT":
      return "une tabulation sert d'indentation ; indentez avec des espaces";
    case "DUPLICATE_KEY":
      return "ce champ est écrit deux fois au même niveau";
    case "UNEXPECTED_TOKEN":
      return "du texte suit une valeur déjà complète ; écrivez toute la valeur entre guillemets";
    case "BAD_SCALAR_START":
      return `une valeur qui commence par ${/character (.)/.exec(message)?.[1] ?? "ce caractère"} s'écrit entre guillemets`;
    case "BAD_DQ_ESCAPE":
      return "entre guillemets doubles, une barre oblique inverse \\ s'écrit \\\\ ; ou écrivez la valeur entre guillemets simples";
    case "BAD_INDENT":
      return "l'indentation ne correspond pas à celle des lignes voisines";
    default:
      return `ce qui est écrit ici ne se lit pas (erreur ${code} du lecteur YAML)`;
  }
}
