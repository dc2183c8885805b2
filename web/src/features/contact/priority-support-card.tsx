import { useId } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { EditableBlock } from '../page-content/editable-block.tsx';
import { EditableLink } from '../page-content/editable-link.tsx';
import { EditableText } from '../page-content/editable-text.tsx';

/**
 * The 'Priority Support' box for existing customers (docs/product.md §1 and §2): they skip the general
 * queue through their account dashboard or the support mailbox they were given at onboarding.
 * Keyed 'contact.priority' and 'contact.priority.…'.
 */
export function PrioritySupportCard() {
  const headingId = useId();
  return (
    <EditableBlock
      as="section"
      editKey="contact.priority"
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/20 via-night-800/80 to-night-800/80 p-6 sm:p-8"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-16 size-40 rounded-full bg-primary/25 blur-3xl" />
      <div className="relative flex gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-white">
          <Icon name="shield" className="size-5" />
        </span>
        <div className="min-w-0">
          <EditableText as="h2" editKey="contact.priority.title" id={headingId} className="text-lg font-semibold text-white">
            Priority Support
          </EditableText>
          <EditableText as="p" editKey="contact.priority.text" className="mt-2 text-sm leading-6 text-slate-300">
            Already a customer? You don&apos;t need this form: raise a request from your account dashboard, or write to the dedicated
            support mailbox we gave you at onboarding, and your request goes to the front of the queue.
          </EditableText>
          <EditableLink
            editKey="contact.priority.link"
            to="/dashboard"
            className="mt-4 inline-flex items-center gap-2 rounded text-sm font-semibold text-primary-soft transition-colors hover:text-white"
            after={<Icon name="arrow-right" className="size-4" />}
          >
            Go to your dashboard
          </EditableLink>
        </div>
      </div>
    </EditableBlock>
  );
}
