// The inline styles of the newsletter e-mail. Mail programs drop or rewrite <style> blocks and external CSS, so every
// rule the e-mail needs sits in a `style` attribute; text styles are set once on the column and inherited. Short on
// purpose: Gmail clips a message past 102 KB, and these are repeated on every paragraph.

/** The site's colours (web/src/styles.css) on a light page, which every mail program shows the same. */
export const EMAIL_COLOURS = {
  page: '#f3f4f6',
  card: '#ffffff',
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#e5e7eb',
  primary: '#4f46e5',
  codeBackground: '#f3f4f6',
} as const;

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MONO = "SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace";

/** The style of each part of the e-mail, by role. */
export const EMAIL_STYLES = {
  body: `margin:0;padding:0;background:${EMAIL_COLOURS.page}`,
  preheader: `display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;font-size:1px;line-height:1px;color:${EMAIL_COLOURS.page}`,
  page: `background:${EMAIL_COLOURS.page};padding:24px 12px`,
  column: `max-width:600px;margin:0 auto;font-family:${FONT};font-size:16px;line-height:1.6;color:${EMAIL_COLOURS.text}`,
  topLine: `margin:0 0 8px;font-size:12px;text-align:right;color:${EMAIL_COLOURS.muted}`,
  brand: 'margin:0 0 16px;font-size:20px;font-weight:700',
  brandLink: `color:${EMAIL_COLOURS.text};text-decoration:none`,
  card: `background:${EMAIL_COLOURS.card};border-radius:8px;overflow:hidden`,
  featured: 'display:block;width:100%;max-width:600px;height:auto;border:0',
  content: 'padding:24px',
  title: 'margin:0 0 8px;font-size:28px;line-height:1.25;font-weight:700',
  titleLink: `color:${EMAIL_COLOURS.text};text-decoration:none`,
  meta: `margin:0 0 24px;font-size:14px;color:${EMAIL_COLOURS.muted}`,
  h2: 'margin:28px 0 12px;font-size:22px;line-height:1.3;font-weight:700',
  h3: 'margin:24px 0 8px;font-size:19px;line-height:1.35;font-weight:700',
  h4: 'margin:20px 0 8px;font-size:17px;line-height:1.4;font-weight:700',
  p: 'margin:0 0 16px',
  list: 'margin:0 0 16px;padding-left:24px',
  li: 'margin:0 0 6px',
  dt: 'margin:0;font-weight:700',
  dd: 'margin:0 0 12px 16px',
  link: `color:${EMAIL_COLOURS.primary};text-decoration:underline`,
  quote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid ${EMAIL_COLOURS.rule};color:#374151`,
  code: `font-family:${MONO};font-size:14px;background:${EMAIL_COLOURS.codeBackground};padding:1px 4px;border-radius:4px`,
  pre: `margin:0 0 16px;padding:12px;background:${EMAIL_COLOURS.codeBackground};border-radius:6px;font-family:${MONO};font-size:14px;line-height:1.5;white-space:pre-wrap;word-wrap:break-word`,
  hr: `border:0;border-top:1px solid ${EMAIL_COLOURS.rule};margin:24px 0`,
  image: 'display:block;max-width:100%;height:auto;border:0;margin:0 auto',
  figure: 'margin:0 0 16px',
  caption: `margin:6px 0 0;font-size:14px;color:${EMAIL_COLOURS.muted};text-align:center`,
  tableRow: `margin:0;padding:6px 0;border-bottom:1px solid ${EMAIL_COLOURS.rule}`,
  tableBlock: 'margin:0 0 16px',
  tableCaption: 'margin:0 0 4px;font-weight:700',
  cellSeparator: `color:${EMAIL_COLOURS.muted}`,
  videoCard: `margin:0 0 16px;padding:16px;border:1px solid ${EMAIL_COLOURS.rule};border-radius:8px;text-align:center`,
  videoThumb: 'display:block;width:100%;max-width:520px;height:auto;border:0;margin:0 auto 12px;border-radius:6px',
  videoTitle: 'margin:0 0 8px;font-weight:700',
  videoLink: `color:${EMAIL_COLOURS.primary};font-weight:700;text-decoration:none`,
  buttonBlock: 'margin:32px 0 8px;text-align:center',
  button: `display:inline-block;background:${EMAIL_COLOURS.primary};color:#ffffff;padding:12px 24px;border-radius:6px;font-weight:700;text-decoration:none`,
  footer: `padding:24px 12px 0;font-size:13px;line-height:1.5;color:${EMAIL_COLOURS.muted};text-align:center`,
  footerP: 'margin:0 0 8px',
  footerLink: `color:${EMAIL_COLOURS.muted};text-decoration:underline`,
} as const;
