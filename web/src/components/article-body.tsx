import { articleHtml } from './article-html.ts';
import { playVideoCard } from './video-card-behaviour.ts';

// Typography for article HTML, written as descendant selectors because the markup comes from the server.
const prose = [
  'text-base leading-8 text-slate-300 sm:text-lg sm:leading-8',
  '[&>*+*]:mt-6 [&>:first-child]:mt-0',
  '[&_h2]:mt-14 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance [&_h2]:text-white sm:[&_h2]:text-3xl',
  '[&_h3]:mt-10 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-white',
  '[&_h4]:mt-8 [&_h4]:font-semibold [&_h4]:text-white',
  '[&_h2+*]:mt-4 [&_h3+*]:mt-3',
  '[&_a]:font-medium [&_a]:text-primary-soft [&_a]:underline [&_a]:decoration-primary-soft/40 [&_a]:underline-offset-4 [&_a:hover]:text-white [&_a:hover]:decoration-white/60',
  '[&_strong]:font-semibold [&_strong]:text-white [&_em]:text-slate-200',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:pl-1.5 [&_li+li]:mt-2.5 [&_li::marker]:text-primary-soft',
  '[&_blockquote]:rounded-r-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-primary/10 [&_blockquote]:px-6 [&_blockquote]:py-5 [&_blockquote]:text-lg [&_blockquote]:leading-8 [&_blockquote]:font-medium [&_blockquote]:text-white [&_blockquote]:italic sm:[&_blockquote]:text-xl',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_hr]:my-12 [&_hr]:border-white/10',
  // A library image fills the column (its srcset and sizes pick the file); a figure's caption sits under it, quieter.
  '[&_figure]:my-10 [&_figure_img]:w-full [&_figure_img]:bg-night-800',
  '[&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:leading-6 [&_figcaption]:text-slate-400',
  '[&_code]:rounded [&_code]:bg-night-700 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-slate-100',
  // A code block keeps its lines and scrolls sideways on a phone instead of widening the page.
  '[&_pre]:overflow-x-auto [&_pre]:rounded-2xl [&_pre]:border [&_pre]:border-white/10 [&_pre]:bg-night-800 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-6',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[inherit] [&_pre_code]:break-normal [&_pre_code]:whitespace-pre',
  // A table scrolls sideways inside its region (article-html.ts) when it is wider than the column.
  '[&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-white/15 [&_th]:py-2 [&_th]:pr-4 [&_th]:text-white [&_td]:border-b [&_td]:border-white/10 [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top',
  '[&_[role=region]]:rounded-lg',
].join(' ');

/**
 * An article's HTML body in the blog's typography, video figures as click-to-load cards (article-html.ts). The HTML
 * must already be sanitised: the server cleans every post on save and again before sending it. On a public page the
 * islands runtime plays a card; in the app (the admin's preview) this element's click does.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    // Delegated: the click that matters is a card's play button's, a real button the keyboard presses too.
    <div
      className={`${prose} break-words`}
      onClick={(event) => playVideoCard(event.target)}
      dangerouslySetInnerHTML={{ __html: articleHtml(html) }}
    />
  );
}
