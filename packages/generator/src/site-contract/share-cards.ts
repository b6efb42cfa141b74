// Each page's share card, as a site describes it (share-cards/ draws it).
// Types only, and none of Node's: the site's tsconfig reads this file.

/** A font a share card is set in: a file of an installed package's `files/` folder (as fontsource ships them), at a weight of its axis. */
export interface ShareCardFont {
  package: string;
  file: string;
  weight: number;
}

/** What a page's share card shows (share-cards/card-design.ts lays it out). */
export interface ShareCard {
  /** The short line above the title: an article's category, a page's section. */
  eyebrow: string;
  title: string;
  /** Site path of an image the build publishes (an article's cover), drawn beside the title. */
  image?: string;
}

/**
 * The 1200×630 JPEG drawn for each page that has one, shown by link previews (og:image): the
 * generator draws them in the site's fonts and colours, and keeps them by what they are drawn from.
 */
export interface ShareCardsDefinition<Route> {
  design: {
    /** The brand's name, beside its mark, at the top of every card. */
    name: string;
    /** The brand's mark: an SVG document with a viewBox, drawn square beside the name. */
    mark: string;
    /** The line at the bottom of every card (the site's host). */
    footer: string;
    /** The title's font, and that of the other lines. */
    fonts: { title: ShareCardFont; text: ShareCardFont };
    /**
     * Custom properties of the site's stylesheet that hold each colour as a hex value, named without
     * their dashes ("color-navy" for `--color-navy`): a token the site's code names in full stays a
     * property rather than being written into the rules (inline-tokens.ts).
     */
    colours: { background: string; backgroundEnd: string; text: string; accent: string; muted: string };
  };
  /** The card of a route, or none: that page keeps the site's default image. */
  of(route: Route): ShareCard | undefined;
}
