import { COMPANY, PRODUCT_NAME } from '@app/contracts';
import { LegalDocument } from './legal-document.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.tsx';

/** The Privacy Policy page (docs/product.md §2), last updated January 2025. */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={{ label: 'January 2025', dateTime: '2025-01' }}
      summary={
        <p>
          This policy explains what personal information {COMPANY.legalName} collects when you visit our website or use {PRODUCT_NAME}, how
          we use and protect it, and the choices and rights you have. It is written to meet the UK General Data Protection Regulation and
          the Data Protection Act 2018.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
