import { COMPANY, PRODUCT_NAME } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { LegalContactDetails } from './legal-contact-details.tsx';
import type { LegalSection } from './legal-section.ts';

/** The Terms and Conditions' sections, in the order docs/product.md §2 lists them (their promises: §9). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement-to-terms',
    title: 'Agreement to Terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and {COMPANY.legalName} ("{PRODUCT_NAME}", "we", "us") about your use of the{' '}
          {PRODUCT_NAME} website, platform and related services (the "Service"). By creating an account, starting a free trial or otherwise
          using the Service, you accept these terms.
        </p>
        <p>
          If you use the Service for a company, agency or other organisation, you confirm that you have authority to accept these terms on
          its behalf, and "you" then means that organisation. If you do not agree with these terms, please do not use the Service.
        </p>
      </>
    ),
  },
  {
    id: 'account-terms',
    title: 'Account Terms',
    body: (
      <>
        <ul>
          <li>You must be at least 18 years old to create an account.</li>
          <li>
            You must give accurate, current and complete information when you register, and keep it up to date, including your billing and
            contact details.
          </li>
          <li>
            You are responsible for keeping your password secure and for everything that happens under your account. Each login is for one
            person; please do not share it.
          </li>
          <li>
            You may connect only business profiles that you own or are authorised to manage, and you must keep that authorisation for as
            long as the profile is connected.
          </li>
          <li>
            Tell us straight away at <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a> if you suspect that someone else
            is using your account.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'service-description',
    title: 'Service Description',
    body: (
      <>
        <p>
          {PRODUCT_NAME} helps local businesses and agencies manage and optimise their business-profile listings on Google. Depending on
          your plan, the Service includes tools such as AI optimisation suggestions, post creation and scheduling, geo-grid ranking scans,
          review management, citation tracking, competitor monitoring and reporting. The features and limits of each plan are shown on our{' '}
          <Link to="/pricing">Pricing</Link> page.
        </p>
        <p>
          We aim to keep the Service available 99.9% of the time, not counting scheduled maintenance, which we announce in advance, or
          events outside our reasonable control. This is a target we work hard to meet, not a guarantee.
        </p>
        <p>
          Parts of the Service depend on third-party platforms, above all Google. If they change or withdraw their services or APIs, some
          features may change or stop working, and we will tell you when that happens. We improve the Service continuously and may add,
          change or retire features; we will not remove a core feature of your paid plan during a billing period you have already paid for.
        </p>
      </>
    ),
  },
  {
    id: 'payment-and-billing',
    title: 'Payment and Billing',
    body: (
      <>
        <ul>
          <li>
            <strong>Free trial.</strong> New customers can try the Service free for 14 days, without giving a card. At the end of the trial
            you can choose a paid plan to keep using it.
          </li>
          <li>
            <strong>Billing.</strong> Subscription fees are billed in advance, monthly or annually depending on the billing period you
            choose, and renew automatically until you cancel. Usage-based add-ons are charged at the rates shown on our Pricing page. Prices
            do not include taxes such as VAT, which are added where they apply.
          </li>
          <li>
            <strong>Refunds.</strong> Fees are non-refundable, except where the law requires a refund.
          </li>
          <li>
            <strong>Price changes.</strong> We may change our prices. We will give you at least 30 days' notice, and the new price applies
            from your next billing period after that notice.
          </li>
          <li>
            <strong>Cancellation.</strong> You can cancel at any time from your account. Cancellation takes effect at the end of your
            current billing period, and you keep full access until then.
          </li>
          <li>
            <strong>Late payment.</strong> If a payment fails, we will tell you and may suspend paid features until the account is brought
            up to date.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use-policy',
    title: 'Acceptable Use Policy',
    body: (
      <>
        <p>You agree not to use the Service to:</p>
        <ul>
          <li>manage, change or claim a business profile that you are not authorised to manage;</li>
          <li>
            post fake or incentivised reviews, suppress genuine reviews, stuff keywords into business names, or do anything else that breaks
            Google's guidelines for business profiles;
          </li>
          <li>publish content that is unlawful, misleading, defamatory, hateful or infringes anyone's rights;</li>
          <li>send spam or unsolicited messages;</li>
          <li>
            probe, scan or test the vulnerability of our systems, get around usage limits, or interfere with the Service or other customers'
            use of it;
          </li>
          <li>
            copy, scrape, reverse-engineer or resell the Service, except as your plan expressly allows (for example, white-label reports on
            agency plans); or
          </li>
          <li>upload viruses or other harmful code.</li>
        </ul>
        <p>
          If you break this policy, we may remove the content concerned and suspend or close your account, as described under{' '}
          <a href="#termination">Termination</a>.
        </p>
      </>
    ),
  },
  {
    id: 'data-and-privacy',
    title: 'Data and Privacy',
    body: (
      <>
        <p>
          Our <Link to="/privacy">Privacy Policy</Link> explains how we collect, use and protect personal data, and forms part of these
          terms.
        </p>
        <p>
          The content and data you put into the Service remain yours. You are responsible for having the right to use them, and for giving
          any notices and obtaining any permissions that the law requires, including for personal data about your own customers or, for
          agencies, your clients.
        </p>
        <p>
          Where we process personal data on your behalf, we do so as your processor, only on your instructions and with appropriate
          security. A data processing agreement is available on request from{' '}
          <a href={`mailto:${COMPANY.legalEmail}`}>{COMPANY.legalEmail}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'limitations-and-disclaimers',
    title: 'Limitations and Disclaimers',
    body: (
      <>
        <p>
          Search rankings, traffic and reviews depend on many factors that nobody outside the search engine controls. We therefore do not
          guarantee any particular ranking, result or level of business. AI-generated suggestions and content are drafts to help you: please
          check them before you publish, as you are responsible for what appears on your profiles.
        </p>
        <p>
          We provide the Service with reasonable skill and care, but otherwise "as is" and "as available". To the extent the law allows, we
          exclude all other warranties, conditions and terms that might be implied.
        </p>
        <p>
          To the extent the law allows, we are not liable for any loss of profits, revenue, business, goodwill or data, or for any indirect
          or consequential loss. Our total liability arising from these terms or the Service is limited to the fees you paid us for the
          Service in the twelve months before the event that gave rise to the claim.
        </p>
        <p>
          Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent
          misrepresentation, or for anything else that cannot be limited or excluded by law, and nothing affects the statutory rights of
          consumers.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <>
        <p>
          The Service, including its software, design, text, graphics and the {PRODUCT_NAME} name and logo, belongs to {COMPANY.legalName}{' '}
          or its licensors. While your subscription is active, we give you a personal, non-exclusive, non-transferable right to use the
          Service for your business in line with these terms.
        </p>
        <p>
          You keep ownership of your content. You give us permission to host, copy, process and display it only as needed to provide the
          Service to you. Reports you create, including white-labelled reports, are yours to share with your clients.
        </p>
        <p>
          If you send us ideas or feedback, we may use them freely without any obligation to you. Google and other third-party names are the
          trademarks of their owners and are used only to describe compatibility.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You may stop using the Service and cancel your subscription at any time, as described under{' '}
          <a href="#payment-and-billing">Payment and Billing</a>.
        </p>
        <p>
          We may end your access to the Service for any reason by giving you 30 days' notice by e-mail. We may suspend or end it sooner,
          with notice where practical, if you seriously or repeatedly break these terms, fail to pay, or if we are required to by law.
        </p>
        <p>
          When your account ends, your right to use the Service stops. Please export any reports or data you want to keep before then. We
          then delete or anonymise your data as described in our Privacy Policy. The sections on payment, limitations, intellectual property
          and governing law continue to apply.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law-and-disputes',
    title: 'Governing Law and Disputes',
    body: (
      <>
        <p>
          These terms, and any dispute or claim arising from them or from the Service, are governed by the law of England and Wales, and the
          courts of England and Wales have exclusive jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you may
          also bring proceedings in your local courts.
        </p>
        <p>
          If something goes wrong, please write to us first at <a href={`mailto:${COMPANY.legalEmail}`}>{COMPANY.legalEmail}</a>. Most
          concerns can be settled quickly and informally, and we will do our best to do so before either of us goes to court.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-these-terms',
    title: 'Changes to These Terms',
    body: (
      <>
        <p>
          We may update these terms as the Service, the law or our business change. For material changes, we will give you at least 30 days'
          notice by e-mail or in the app before they take effect. Minor changes, such as clarifications and corrections, take effect when we
          publish them.
        </p>
        <p>
          If you do not agree to a change, you can cancel before it takes effect. Continuing to use the Service after that date means you
          accept the updated terms. The date at the top of this page shows when they were last revised.
        </p>
      </>
    ),
  },
  {
    id: 'contact-information',
    title: 'Contact Information',
    body: (
      <>
        <p>Questions about these terms? Our legal team is here to help:</p>
        <LegalContactDetails email={COMPANY.legalEmail} />
      </>
    ),
  },
];
