// The type of each YAML content file's data, as its schema (src/content-files.ts) returns it, so
// that site code reading content/home/hero.yaml gets typed data, and a file with no entry here
// cannot be read at all. One entry per file; the pattern matches the path however many "../" it
// starts with. The types are named out here: a relative path inside a module declaration is
// not resolved. Keep the keyword of ES modules out of these comments: TypeScript 7 then reads
// the file as a module, and every declaration here stops matching.
type YamlBlogPagesContent = import("./content-schemas/blog.ts").BlogPagesContent;
type YamlHeroContent = import("./content-schemas/home.ts").HeroContent;
type YamlPartnersContent = import("./content-schemas/home.ts").PartnersContent;
type YamlComparisonContent = import("./content-schemas/home.ts").ComparisonContent;
type YamlPillarsContent = import("./content-schemas/home.ts").PillarsContent;
type YamlResultsContent = import("./content-schemas/home.ts").ResultsContent;
type YamlFaqContent = import("./content-schemas/home.ts").FaqContent;
type YamlBookingContent = import("./content-schemas/home.ts").BookingContent;
type YamlBookingWidgetContent = import("./content-schemas/home.ts").BookingWidgetContent;
type YamlProspectingPageContent = import("./content-schemas/prospection-b2b.ts").ProspectingPageContent;
type YamlSignalsPageContent = import("./content-schemas/signaux-affaires.ts").SignalsPageContent;
type YamlSignalTabsContent = import("./content-schemas/signaux-affaires.ts").SignalTabsContent;
type YamlNotFoundContent = import("./content-schemas/site.ts").NotFoundContent;
type YamlTendersPageContent = import("./content-schemas/veille-appels-offres.ts").TendersPageContent;
type YamlLayoutContent = import("./content-schemas/site.ts").LayoutContent;
type YamlPagesContent = import("./content-schemas/site.ts").PagesContent;
type YamlPrivacyContent = import("./content-schemas/privacy.ts").PrivacyContent;
type YamlNewsletterContent = import("./content-schemas/site.ts").NewsletterContent;
type YamlNewsletterThanksContent = import("./content-schemas/site.ts").NewsletterThanksContent;

declare module "*/content/blog-pages.yaml" {
  const data: YamlBlogPagesContent;
  export default data;
}
declare module "*/content/home/hero.yaml" {
  const data: YamlHeroContent;
  export default data;
}
declare module "*/content/home/partners.yaml" {
  const data: YamlPartnersContent;
  export default data;
}
declare module "*/content/home/comparison.yaml" {
  const data: YamlComparisonContent;
  export default data;
}
declare module "*/content/home/pillars.yaml" {
  const data: YamlPillarsContent;
  export default data;
}
declare module "*/content/home/results.yaml" {
  const data: YamlResultsContent;
  export default data;
}
declare module "*/content/home/faq.yaml" {
  const data: YamlFaqContent;
  export default data;
}
declare module "*/content/home/booking-widget.yaml" {
  const data: YamlBookingWidgetContent;
  export default data;
}
declare module "*/content/home/booking.yaml" {
  const data: YamlBookingContent;
  export default data;
}
declare module "*/content/prospection-b2b/page.yaml" {
  const data: YamlProspectingPageContent;
  export default data;
}
declare module "*/content/signaux-affaires/page.yaml" {
  const data: YamlSignalsPageContent;
  export default data;
}
declare module "*/content/signaux-affaires/tabs.yaml" {
  const data: YamlSignalTabsContent;
  export default data;
}
declare module "*/content/not-found.yaml" {
  const data: YamlNotFoundContent;
  export default data;
}
declare module "*/content/veille-appels-offres/page.yaml" {
  const data: YamlTendersPageContent;
  export default data;
}
declare module "*/content/site/layout.yaml" {
  const data: YamlLayoutContent;
  export default data;
}
declare module "*/content/site/pages.yaml" {
  const data: YamlPagesContent;
  export default data;
}
declare module "*/content/site/privacy.yaml" {
  const data: YamlPrivacyContent;
  export default data;
}
declare module "*/content/site/newsletter.yaml" {
  const data: YamlNewsletterContent;
  export default data;
}
declare module "*/content/newsletter-merci.yaml" {
  const data: YamlNewsletterThanksContent;
  export default data;
}
