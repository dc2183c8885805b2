import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../../features/marketing/pricing-page.tsx';

export const Route = createFileRoute('/_public/pricing')({
  component: PricingPage,
});
