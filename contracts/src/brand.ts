/** The product's name, shown in the header, toasts and page titles. */
export const PRODUCT_NAME = 'LocalRank';

/** Company contact details shown on the contact page, footer and legal pages. */
export const COMPANY = {
  legalName: 'LocalRank Ltd',
  foundedYear: 2022,
  generalEmail: 'hello@localrank.co.uk',
  supportEmail: 'support@localrank.co.uk',
  privacyEmail: 'privacy@localrank.co.uk',
  legalEmail: 'legal@localrank.co.uk',
  phoneDisplay: '+44 20 7946 0321',
  phoneHref: 'tel:+442079460321',
  address: {
    street: '27 Clerkenwell Road',
    locality: 'London',
    postalCode: 'EC1M 5RN',
    country: 'United Kingdom',
    countryCode: 'GB',
  },
} as const;
