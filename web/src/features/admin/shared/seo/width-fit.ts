import {
  cutToWidth,
  DESCRIPTION_DESKTOP_MAX_PX,
  DESCRIPTION_FONT_PX,
  DESCRIPTION_MOBILE_MAX_PX,
  TITLE_FONT_PX,
  TITLE_MAX_PX,
} from '@app/seo-analysis';

/** How a title or description fits a search result, by width in pixels as the SEO analysis measures it. */
export interface WidthFit {
  /** 'fits' everywhere, 'mobile-cut' (a description fitting desktop only), 'cut', or 'empty'. */
  verdict: 'fits' | 'mobile-cut' | 'cut' | 'empty';
  /** The sentence shown under the field, e.g. '512 px of the 600 px a result shows: fits'. */
  text: string;
}

/** The SEO title's width against the 600 px a desktop result shows (the numbers of the analysis's title-width check). */
export function titleFit(title: string): WidthFit {
  const { shown, cut, widthPx } = cutToWidth(title, TITLE_MAX_PX, TITLE_FONT_PX);
  const px = Math.round(widthPx);
  if (shown === '') return { verdict: 'empty', text: `0 px of the ${TITLE_MAX_PX} px a result shows: empty` };
  if (cut) return { verdict: 'cut', text: `${px} px, over the ${TITLE_MAX_PX} px a result shows: it is cut` };
  return { verdict: 'fits', text: `${px} px of the ${TITLE_MAX_PX} px a result shows: fits` };
}

/** The meta description's width against desktop's 920 px and mobile's 680 px (those of the description-width check). */
export function descriptionFit(description: string): WidthFit {
  const desktop = cutToWidth(description, DESCRIPTION_DESKTOP_MAX_PX, DESCRIPTION_FONT_PX);
  const px = Math.round(desktop.widthPx);
  const limits = `desktop ${DESCRIPTION_DESKTOP_MAX_PX} px, mobile ${DESCRIPTION_MOBILE_MAX_PX} px`;
  if (desktop.shown === '') return { verdict: 'empty', text: `0 px (${limits}): empty` };
  if (desktop.cut) return { verdict: 'cut', text: `${px} px (${limits}): cut on desktop and mobile` };
  if (cutToWidth(description, DESCRIPTION_MOBILE_MAX_PX, DESCRIPTION_FONT_PX).cut)
    return { verdict: 'mobile-cut', text: `${px} px (${limits}): fits desktop, cut on mobile` };
  return { verdict: 'fits', text: `${px} px (${limits}): fits desktop and mobile` };
}
