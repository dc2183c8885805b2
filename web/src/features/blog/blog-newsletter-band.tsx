import { useId } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useNewsletterProps } from '../../components/newsletter-props.ts';
import { NewsletterIsland } from '../../components/newsletter.island.tsx';
import { EditableBlock } from '../page-content/editable-block.tsx';
import { EditableText } from '../page-content/editable-text.tsx';

/**
 * The blog's newsletter band (docs/product.md §2), 'Stay in the Local SEO Loop': signs the address up with
 * source 'blog' and says 'Check your inbox to confirm' (whether or not it was already on the list); a refusal shows
 * the server's message and keeps the address in the field. Keyed 'blog.newsletter' and its texts
 * 'blog.newsletter.…'; the form itself is not editable.
 */
export function BlogNewsletterBand() {
  const headingId = useId();
  const newsletter = useNewsletterProps('blog');

  return (
    <EditableBlock
      as="section"
      editKey="blog.newsletter"
      aria-labelledby={headingId}
      className="render-when-near mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8 lg:pb-28"
    >
      <EditableBlock
        editKey="blog.newsletter.panel"
        className="relative isolate overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-primary/30 via-night-800 to-night-800 px-6 py-12 sm:px-12 sm:py-16"
      >
        <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-primary/30 blur-3xl" />
        <div className="mx-auto grid max-w-5xl items-center gap-10 lg:grid-cols-2">
          <div>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/20 text-primary-soft">
              <Icon name="mail" className="size-6" />
            </span>
            <EditableText
              as="h2"
              editKey="blog.newsletter.title"
              id={headingId}
              className="mt-5 text-3xl font-bold tracking-tight text-white"
            >
              Stay in the Local SEO Loop
            </EditableText>
            <EditableText as="p" editKey="blog.newsletter.description" className="mt-3 text-base leading-7 text-slate-300">
              Practical local SEO tips, Google updates and case studies from our team, delivered to your inbox.
            </EditableText>
          </div>
          <div>
            <NewsletterIsland {...newsletter} />
            <EditableText as="p" editKey="blog.newsletter.privacy" className="mt-3 text-sm text-slate-400">
              We respect your privacy. Unsubscribe at any time.
            </EditableText>
          </div>
        </div>
      </EditableBlock>
    </EditableBlock>
  );
}
