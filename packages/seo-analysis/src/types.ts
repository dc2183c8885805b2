// The analysis's input and output, shared by every check.

/** A check's result: green, orange or red in the interface. */
export type Rating = 'good' | 'ok' | 'bad';

/** One check: a stable id, its rating and one sentence saying what was found and what to do. */
export interface Check {
  id: string;
  rating: Rating;
  text: string;
}

/** What is analysed: the focus keyphrase, the search-result fields, the slug and the sanitised body HTML. */
export interface AnalysisInput {
  keyphrase: string;
  seoTitle: string;
  metaDescription: string;
  slug: string;
  html: string;
  /** The focus keyphrases of the site's other pages and posts, for the cannibalisation check. */
  otherKeyphrases?: string[];
  /** The site's origin ('https://example.com'); absolute links to it count as internal. */
  siteOrigin?: string;
}

/** The checks in two groups, each with a score from 0 to 100. */
export interface AnalysisResult {
  seo: Check[];
  readability: Check[];
  seoScore: number;
  readabilityScore: number;
}
