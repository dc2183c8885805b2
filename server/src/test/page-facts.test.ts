import { describe, expect, it } from 'vitest';
import { pageFacts } from './page-facts.ts';

const page = (body: string, head = '') => `<!doctype html><html><head><title>Test</title>${head}</head><body>${body}</body></html>`;

// The copies the site printed before it had one truth (issue 31): the reader must see each of them.
describe('pageFacts', () => {
  it("reads each plan card's price line per billing period, and amounts said with their period", () => {
    const facts = pageFacts(
      page(`<article><h3>Starter</h3>
        <div data-billing-period="monthly"><p><span>$29</span><span>/month</span></p><p>Billed monthly</p></div>
        <div data-billing-period="annual"><p><span>$290</span><span>/year</span></p><p>Billed once a year</p></div></article>
        <p>Starter is $29 a month billed annually ($348), against $39 billed monthly.</p>`),
    );
    expect(facts.planPrices).toEqual([
      { plan: 'Starter', period: 'monthly', text: '$29 /month Billed monthly' },
      { plan: 'Starter', period: 'annual', text: '$290 /year Billed once a year' },
    ]);
    expect(facts.amounts).toEqual(['$29', '$290', '$29', '$348', '$39']);
    expect(facts.periodAmounts.map(({ period, amount }) => `${period} ${amount}`)).toEqual([
      'monthly $29',
      'annual $29',
      'monthly $39',
      'yearly $348',
    ]);
    // The card names Starter alone, as the sentence does.
    expect(facts.planAmounts.map(({ plan, amount }) => `${plan} ${amount}`)).toEqual([
      'Starter $29',
      'Starter $290',
      'Starter $29',
      'Starter $348',
      'Starter $39',
    ]);
  });

  it('reads amounts in the head and the structured data, and every saving claimed', () => {
    const facts = pageFacts(
      page(
        '<span>Save 2 months free</span><span>Save 20%</span><script type="application/ld+json">{"price":"$19"}</script>',
        '<meta name="description" content="Plans from $25 a month billed annually" />',
      ),
    );
    expect(facts.amounts).toEqual(['$25', '$19']);
    expect(facts.periodAmounts.map(({ said }) => said)).toEqual(['$25 a month billed annually']);
    expect(facts.savings).toEqual(['Save 2 months free', 'Save 20%']);
  });

  it('reads opening hours however they are written, day ranges spread over their days', () => {
    const footer = '<dl><dt>Mon-Fri</dt><dd>9AM-6PM GMT</dd><dt>Sat-Sun</dt><dd>Closed</dd></dl>';
    const facts = pageFacts(
      page(`${footer}<p>We answer Monday to Friday, 9am to 6pm GMT.</p><dl><dt>Saturday</dt><dd>10:00 AM - 4:00 PM</dd></dl>`),
    );
    expect(facts.hours.map(({ day, hours }) => `${day} ${hours}`)).toEqual([
      'Monday 09:00-18:00',
      'Tuesday 09:00-18:00',
      'Wednesday 09:00-18:00',
      'Thursday 09:00-18:00',
      'Friday 09:00-18:00',
      'Saturday closed',
      'Sunday closed',
      'Monday 09:00-18:00',
      'Tuesday 09:00-18:00',
      'Wednesday 09:00-18:00',
      'Thursday 09:00-18:00',
      'Friday 09:00-18:00',
      'Saturday 10:00-16:00',
    ]);
  });

  it("reads the LocalBusiness data's hours, a day it does not list being closed", () => {
    const data = {
      '@type': 'LocalBusiness',
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' },
        { dayOfWeek: 'Saturday', opens: '10:00', closes: '16:00' },
      ],
    };
    const facts = pageFacts(page(`<script type="application/ld+json">${JSON.stringify(data)}</script>`));
    expect(facts.structuredHours).toMatchObject({
      Monday: '09:00-17:00',
      Tuesday: '09:00-17:00',
      Wednesday: 'closed',
      Saturday: '10:00-16:00',
    });
    expect(pageFacts(page('<p>No data</p>')).structuredHours).toBeNull();
  });

  it('finds links to nowhere (no, empty, # or an unknown #fragment) and links without a name', () => {
    const facts = pageFacts(
      page(`<main id="main"><a href="#main">Skip</a><a href="#facebook" aria-label="On Facebook"></a><a href="#">Top</a>
        <a href="">Empty</a><a>None</a><a href="/x"><svg aria-hidden="true"></svg></a><a href="/y"><img src="a.png" alt="Logo"></a></main>`),
    );
    expect(facts.deadLinks).toEqual([
      '<a href="#facebook" aria-label="On Facebook"></a>',
      '<a href="#">Top</a>',
      '<a href="">Empty</a>',
      '<a>None</a>',
    ]);
    expect(facts.namelessLinks).toEqual(['<a href="/x"><svg aria-hidden="true"></svg></a>']);
  });
});
