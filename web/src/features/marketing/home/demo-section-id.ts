/** The id of the Home demo section, the target of the hero's 'See How It Works' button. */
export const DEMO_SECTION_ID = 'how-it-works';
