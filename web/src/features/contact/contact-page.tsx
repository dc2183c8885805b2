import { PRODUCT_NAME } from '@app/contracts';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';
import { ContactForm } from './contact-form.tsx';
import { ContactInfoPanel } from './contact-info-panel.tsx';
import { PrioritySupportCard } from './priority-support-card.tsx';

/**
 * The Contact page (spec section 2): 'Get in Touch with Us', the message form beside the company's
 * contact details and business hours, and the priority-support route for existing customers.
 */
export function ContactPage() {
  useEditablePageTitle('contact');

  return (
    <main id="main" className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-20 lg:px-8 lg:pb-28">
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary-soft uppercase">Contact</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl">
            Get in Touch with Us
          </h1>
          <p className="mt-5 text-base leading-7 text-pretty text-slate-400 sm:text-lg sm:leading-8">
            Need help getting your business profile found, a question about our plans, or a walkthrough of{' '}
            {PRODUCT_NAME} for your team? Our local search specialists are here to help.
          </p>
        </header>

        <div className="mt-14 grid gap-8 lg:mt-16 lg:grid-cols-12 lg:items-start">
          <div className="rounded-2xl border border-white/10 bg-night-800/80 p-6 shadow-2xl shadow-black/30 backdrop-blur sm:p-8 lg:col-span-7 lg:p-10">
            <ContactForm />
          </div>
          <div className="grid gap-8 lg:col-span-5">
            <ContactInfoPanel />
            <PrioritySupportCard />
          </div>
        </div>
      </div>
    </main>
  );
}
