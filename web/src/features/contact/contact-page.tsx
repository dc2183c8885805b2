import { PRODUCT_NAME } from '@app/contracts/brand';
import { EditableBlock } from '../page-content/editable-block.tsx';
import { EditableText } from '../page-content/editable-text.tsx';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';
import { ContactFormIsland } from './contact-form.island.tsx';
import { useFormResult } from '../../lib/form-post.tsx';
import { contactRefusal } from './contact-form.tsx';
import { ContactInfoPanel } from './contact-info-panel.tsx';
import { PrioritySupportCard } from './priority-support-card.tsx';

/**
 * The Contact page (docs/product.md §2): 'Get in Touch with Us', the message form beside the company's
 * contact details and business hours, and the priority-support route for existing customers. Its
 * editable elements are keyed 'contact.…'; the form's fields are not editable.
 */
export function ContactPage() {
  useEditablePageTitle('contact');
  const refused = contactRefusal(useFormResult('contact'));

  return (
    <main id="main" className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-20 lg:px-8 lg:pb-28">
        <EditableBlock as="header" editKey="contact.hero" className="mx-auto max-w-2xl text-center">
          <EditableText as="p" editKey="contact.hero.eyebrow" className="text-sm font-semibold tracking-wide text-primary-soft uppercase">
            Contact
          </EditableText>
          <EditableText
            as="h1"
            editKey="contact.hero.title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl"
          >
            Get in Touch with Us
          </EditableText>
          <EditableText
            as="p"
            editKey="contact.hero.description"
            className="mt-5 text-base leading-7 text-pretty text-slate-400 sm:text-lg sm:leading-8"
          >
            Need help getting your business profile found, a question about our plans, or a walkthrough of {PRODUCT_NAME} for your team? Our
            local search specialists are here to help.
          </EditableText>
        </EditableBlock>

        <div className="mt-14 grid gap-8 lg:mt-16 lg:grid-cols-12 lg:items-start">
          <EditableBlock
            editKey="contact.form"
            className="rounded-2xl border border-white/10 bg-night-800/80 p-6 shadow-2xl shadow-black/30 backdrop-blur sm:p-8 lg:col-span-7 lg:p-10"
          >
            <ContactFormIsland refused={refused} />
          </EditableBlock>
          <div className="grid gap-8 lg:col-span-5">
            <ContactInfoPanel />
            <PrioritySupportCard />
          </div>
        </div>
      </div>
    </main>
  );
}
