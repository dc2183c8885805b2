import { COMPANY, KEPT_AFTER_DELETION, PRODUCT_NAME, RELEASED_USERNAME_DAYS, TRIAL_DAYS } from '@app/contracts';
import { LegalContactDetails } from './legal-contact-details.tsx';
import type { LegalSection } from './legal-section.ts';

/** The Privacy Policy's sections, in the order docs/product.md §2 lists them (their promises: §9). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run {PRODUCT_NAME}, keep it secure and improve it. The information falls into three groups.</p>
        <h3>Personal information</h3>
        <p>
          When you create an account we store your username, your name, your e-mail address, your password (only as a salted, slow hash,
          never readable), when the account was created and when you last signed in. Each browser you sign in with holds a session: we store
          when it started and when it expires. If you ask for a password reset we store a hash of the link for one hour. We take no
          payments: we store no card, billing address or invoice.
        </p>
        <p>
          Your free trial is kept with your account: the plan and billing you chose (on our pricing page or later on your dashboard), when
          the trial started and when it ends, {TRIAL_DAYS} days later. Nothing else about the trial is stored, and no card is asked for.
        </p>
        <p>
          If you write to us through the contact form, we keep your name, e-mail address, subject and message so that we can reply. If you
          subscribe to our newsletter, we keep your e-mail address, where you subscribed and when. To stop abuse we count sign-in attempts,
          reset requests and sign-ups for a few minutes, keyed by your network address with the username or e-mail address typed. Our
          administrators' changes to accounts (for example disabling one) are recorded in an activity log.
        </p>
        <p>
          If you sign up for our newsletter, we keep your e-mail address, where you signed up (the site footer or the blog) and when. We
          first e-mail you a link to confirm the address; until you open it (within 7 days) you receive nothing else, and an address that is
          never confirmed is deleted after that week.
        </p>
        <h3>Business-profile data</h3>
        <p>
          When you connect a business profile, we receive the information needed to manage and optimise it: the business name, address,
          phone number, opening hours, categories, descriptions, photos, posts, questions and answers, reviews and review replies, and the
          performance and ranking figures the platform reports. Reviews and questions can contain the public names and comments of your
          customers; we process them only to provide the service to you.
        </p>
        <h3>Technical information</h3>
        <p>
          When you use our website or app, we automatically collect your IP address, browser and device type, operating system, the pages
          you visit, the features you use, the date and time of each request, referring pages and error reports. Some of this comes from
          cookies, which are described in <a href="#cookies-and-tracking-technologies">Cookies and Tracking Technologies</a>.
        </p>
        <p>
          When an address on our website answers &ldquo;page not found&rdquo;, we count the address asked for (without anything after a
          &ldquo;?&rdquo;) and the address of the page whose link led there (likewise without its query), so that we can mend broken links.
          Nothing about who asked is kept with it: no network address, no browser or device details, no cookie. Visits by search-engine
          crawlers and other bots are not counted.
        </p>
        <p>
          When you search our blog, we count the words searched for (in lower case) and how many articles the search found, so that we can
          write what readers look for. Nothing about who searched is kept with them, and a search that looks like an e-mail address or a
          phone number is not kept at all.
        </p>
        <p>
          To know which pages and articles are read, we count page views on our own server, with no cookie and no outside service: for each
          public page we keep the time, the page&rsquo;s address (without anything after a &ldquo;?&rdquo;), the kind of site the link came
          from (a search engine, a social site, an e-mail, our newsletter, another site by its name, or none), the campaign named in the
          link, and whether the device is a computer, a phone or a tablet. To tell visitors apart within one day, your network address and
          browser details are turned, together with a random value that changes every day, into a number that cannot be turned back; the
          address and browser details themselves are never stored, and each day&rsquo;s random value is deleted once the day is over, so
          visits on different days cannot be linked. When you leave a page, it tells us how long it was in view. Visits by search-engine
          crawlers and other bots are not counted, and neither are visits from a browser that sends the Global Privacy Control or Do Not
          Track signal.
        </p>
        <p>
          {PRODUCT_NAME} is a service for businesses and is not meant for anyone under 18. We do not knowingly collect information about
          children.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-your-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your information only to:</p>
        <ul>
          <li>
            <strong>run your account and sign you in</strong>: the password you type is checked against its argon2id hash, and each browser
            you sign in with gets a session, kept in a cookie scripts on the page cannot read;
          </li>
          <li>
            <strong>run your free trial</strong>: your dashboard shows its plan, its price and the days left. It takes no payment and
            charges nothing; when it ends your account stays, and to continue on a plan you contact us;
          </li>
          <li>
            <strong>show you your account&apos;s security</strong>: your dashboard lists recent sign-ins, password changes and resets, and
            your account settings list where you are signed in (device, browser, your network address with its last part hidden, and when
            each session was last used), so that you can sign one or all others out;
          </li>
          <li>
            <strong>answer you</strong> when you write to us through the contact form;
          </li>
          <li>
            <strong>send the e-mails the service needs</strong>, and only these: a link to verify your address when you sign up (it works
            once, for 7 days); when you change your address, a link to the new one to confirm it (once, for 24 hours) and a notice to the
            old one; a password reset link when you ask for one (it works once, for one hour); a notice to your address when your password
            is changed; for our newsletter, a request to confirm your address, then the newsletter itself once you have confirmed; and, for
            our own staff, an invitation to join the admin team;
          </li>
          <li>
            send product news and local search tips only if you subscribed and confirmed your address (double opt-in): every such e-mail,
            the confirmation request included, has an unsubscribe link, and supports your e-mail program&apos;s one-click unsubscribe;
          </li>
          <li>
            <strong>keep the service safe</strong>: we count sign-in attempts, reset requests and sign-ups for a few minutes to stop abuse,
            and our server log records each request&apos;s method and address (with the secret part of e-mailed links removed) and the
            network address it came from.
          </li>
        </ul>
        <p>
          Under UK data protection law we must have a lawful basis for each use. We rely on <strong>contract</strong> when we need the
          information to provide the service you signed up for; <strong>legitimate interests</strong> to secure and support the service,
          always weighed against your rights; <strong>consent</strong> for the newsletter, which you can withdraw at any time with its
          unsubscribe link; and <strong>legal obligation</strong> where the law requires us to keep or share information.
        </p>
      </>
    ),
  },
  {
    id: 'information-sharing-and-disclosure',
    title: 'Information Sharing and Disclosure',
    body: (
      <>
        <p>
          <strong>We do not sell your personal data</strong>, and we do not share it with anyone for their own marketing. We share
          information only in the situations below.
        </p>
        <h3>Service providers</h3>
        <p>
          We use carefully chosen companies to host our platform, process payments, send e-mail, provide customer support tools and measure
          how the service performs. They act on our instructions, under written contracts that require them to keep your information
          confidential and secure, and they may not use it for anything else.
        </p>
        <h3>Google and its APIs</h3>
        <p>
          To manage your business profiles, we exchange data with Google through its APIs, acting on your authorisation. Google's handling
          of that data is governed by Google's own privacy policy. Our use of information received from Google APIs follows the Google API
          Services User Data Policy, including its Limited Use requirements. You can revoke our access at any time from your Google account
          or by disconnecting the profile in {PRODUCT_NAME}.
        </p>
        <h3>Legal requirements</h3>
        <p>
          We may disclose information when the law requires it, or when we believe in good faith that disclosure is needed to comply with a
          court order or a lawful request from a public authority, to enforce our terms, or to protect the rights, property or safety of our
          customers, the public or {PRODUCT_NAME}.
        </p>
        <h3>Business changes</h3>
        <p>
          If we are involved in a merger, acquisition or sale of assets, your information may be transferred as part of that deal. We will
          tell you before it becomes subject to a different privacy policy.
        </p>
        <h3>Transfers outside the UK</h3>
        <p>
          Some of our providers process data outside the United Kingdom. When they do, we make sure the transfer is protected, for example
          by UK adequacy regulations, the International Data Transfer Agreement or the UK Addendum to the EU standard contractual clauses.
        </p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <p>We protect your information with these measures:</p>
        <ul>
          <li>
            <strong>Passwords</strong> are stored only as argon2id hashes (salted, slow, and made to resist cracking), never in readable
            form. A sign-in with an unknown username takes as long as one with a wrong password, and after ten failed attempts sign-ins are
            refused for a few minutes.
          </li>
          <li>
            <strong>Sessions</strong> live in an HttpOnly cookie that scripts on the page cannot read (SameSite, and Secure over HTTPS). A
            session lasts 30 days, extended while you use it, or until you close the browser if you did not ask to be remembered; it ends 90
            days after its sign-in at the latest, when you sign out, and on every device when you reset your password or delete your
            account. Changing your password signs out every other session.
          </li>
          <li>
            <strong>Links we e-mail</strong> (address verification and change, password reset, newsletter confirmation and unsubscribe)
            carry long random tokens that we store only as hashes; each verification, change and reset link works once, and only for a
            limited time.
          </li>
          <li>
            <strong>What we log</strong>: requests to our server, with the secret part of e-mailed links removed from the logged address,
            and the network address each came from. Where we show you a network address (your list of sessions), its last part is hidden.
          </li>
          <li>
            <strong>Your data, your copy</strong>: in the Privacy section of <a href="/dashboard">your dashboard</a> you can download
            everything we store about your account as a JSON file, or delete the account; deleting it signs you out everywhere and removes
            or anonymises your personal data in one step. Your username is then held back for {RELEASED_USERNAME_DAYS} days (we keep only a
            one-way hash of it, never the name) so that no one can pass as you straight away, and becomes free again after that.
          </li>
          <li>
            <strong>The newsletter</strong> uses double opt-in: nothing but the confirmation request is sent until you confirm your address,
            and the unsubscribe link in each e-mail (or your e-mail program&apos;s one-click unsubscribe) takes you off the list at once.
          </li>
          <li>
            <strong>Staff access</strong> to accounts goes through the admin panel, where changes to accounts are recorded in an activity
            log.
          </li>
        </ul>
        <p>
          No system is perfectly secure, so please choose a strong, unique password and keep it to yourself. If a breach affects your
          personal data, we will tell you and the Information Commissioner's Office when the law requires it, and explain what we are doing
          about it.
        </p>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <>
        <p>We keep personal information only for as long as we need it for the purposes in this policy:</p>
        <ul>
          <li>
            <strong>Your account</strong> is kept while it is open. When you delete it (see{' '}
            <a href="#your-rights-and-choices">Your Rights and Choices</a>), it goes at once.
          </li>
          <li>
            <strong>Sign-in sessions</strong> end after 30 days, when you sign out, or when your account is deleted; password reset links
            after one hour; sign-in and reset counters after 10 to 60 minutes.
          </li>
          <li>
            <strong>The activity log</strong> keeps its entries for one year, then deletes them.
          </li>
          <li>
            <strong>Contact-form messages</strong> are kept while they are useful to follow up; when you delete your account they stay with
            your name and e-mail address removed.
          </li>
          <li>
            <strong>Newsletter subscriptions</strong> are kept until you unsubscribe (your address leaves our list at once) or delete your
            account. A sign-up that is not confirmed within 7 days is deleted.
          </li>
          <li>
            <strong>Counts of pages not found</strong> (the address and the linking page, no visitor data) are kept for 90 days after the
            address was last asked for, and <strong>blog search terms</strong> for 90 days after they were last searched for.
          </li>
          <li>
            <strong>Page views</strong> (as described above, no visitor data) are kept one by one for 30 days; after that only totals per
            hour, day and month remain (how many views and visitors each page, source, campaign and kind of device had).
          </li>
          <li>
            <strong>Billing records</strong>: none, as we take no payments.
          </li>
        </ul>
        <p>Deleted data can remain in encrypted backups for a short time until those backups are overwritten.</p>
      </>
    ),
  },
  {
    id: 'your-rights-and-choices',
    title: 'Your Rights and Choices',
    body: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong>: ask for a copy of the personal data we hold about you;
          </li>
          <li>
            <strong>Correction</strong>: have inaccurate or incomplete data corrected (you can also change most details yourself in your
            account settings);
          </li>
          <li>
            <strong>Deletion</strong>: ask us to erase your data when we no longer have a good reason to keep it;
          </li>
          <li>
            <strong>Portability</strong>: receive the data you gave us in a structured, machine-readable format, or have it sent to another
            provider;
          </li>
          <li>
            <strong>Restriction</strong>: ask us to limit how we use your data, for example while a correction is checked;
          </li>
          <li>
            <strong>Objection</strong>: object to processing based on our legitimate interests, and to direct marketing at any time.
          </li>
        </ul>
        <p>
          Where we rely on your consent, you can withdraw it at any time; this does not affect anything we did before. You can also
          unsubscribe from marketing e-mails with the link in each one.
        </p>
        <h3>Download your data</h3>
        <p>
          Signed in, open your dashboard and choose <strong>Download my data</strong> in the Privacy section: you get at once a JSON file of
          everything we store about your account (profile, sessions, contact messages sent from your account or your e-mail address,
          newsletter subscriptions and activity-log entries about you). Password and link hashes are never included, even for you. What
          others sent with your e-mail address counts as yours only from the moment you confirmed the address with the link we e-mailed you
          (a newsletter subscription you confirmed from that address, whenever it was made, or one you asked for in your settings and
          confirmed with the link we e-mailed): typing an address proves nothing, so an address that is not confirmed brings nobody else's
          data with it.
        </p>
        <h3>Delete your account</h3>
        <p>
          In the same section, <strong>Delete my account</strong> asks for your password, then in one step signs you out on every device,
          deletes your account, sessions, reset links and newsletter subscriptions, and removes your name, username and e-mail address from
          everything we keep:
        </p>
        <ul>
          {KEPT_AFTER_DELETION.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          If you cannot sign in, e-mail us from the address on your account and an administrator will send you your data or delete your
          account for you.
        </p>
        <p>
          To use any of these rights, e-mail <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>. We may ask you to
          confirm your identity first. We answer every privacy enquiry within 30 days, and there is normally no charge.
        </p>
        <p>
          If you are unhappy with how we have handled your data, please tell us so that we can put it right. You also have the right to
          complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at{' '}
          <a href="https://ico.org.uk" rel="noreferrer">
            ico.org.uk
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-tracking-technologies',
    title: 'Cookies and Tracking Technologies',
    body: (
      <>
        <p>
          Cookies are small text files that a website stores in your browser. We and our service providers use cookies and similar
          technologies, such as local storage, for four purposes.
        </p>
        <h3>Essential</h3>
        <p>
          These keep you signed in, protect your session against forgery and remember security choices. The service cannot work without
          them, so they cannot be switched off.
        </p>
        <h3>Performance</h3>
        <p>These tell us how quickly pages load and when errors happen, so that we can find and fix problems.</p>
        <h3>Functionality</h3>
        <p>
          These remember choices you make, such as your preferred settings and views, so that you don't have to set them again on each
          visit.
        </p>
        <h3>Analytics</h3>
        <p>
          These show us, in aggregate, how visitors find and use our website and which features are most useful, so that we can improve
          them.
        </p>
        <p>
          Our own count of page views (see <a href="#information-we-collect">Information We Collect</a>) sets no cookie and stores nothing
          in your browser.
        </p>
        <p>
          We set performance, functionality and analytics cookies only with your consent. You can withdraw consent, delete cookies or block
          them at any time in your browser settings; blocking essential cookies will stop you from signing in.
        </p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <>
        <p>
          {COMPANY.legalName} is the controller of your personal data. If you have a question about this policy or about how we handle your
          information, or if you want to use your rights, please contact our privacy team:
        </p>
        <LegalContactDetails email={COMPANY.privacyEmail} />
      </>
    ),
  },
  {
    id: 'updates-to-this-policy',
    title: 'Updates to This Policy',
    body: (
      <>
        <p>
          We review this policy regularly and update it when our services, our suppliers or the law change. The date at the top of the page
          always shows when it was last revised.
        </p>
        <p>
          If we make a significant change, such as using your information for a new purpose, we will tell you by e-mail or in the app before
          the change takes effect and, where the law requires, ask for your consent again.
        </p>
      </>
    ),
  },
];
