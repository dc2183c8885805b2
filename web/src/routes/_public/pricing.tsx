import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../../features/marketing/pricing-page.tsx';
import { builtInPageRoute } from './-built-in-page-route.ts';
import { builtInPageView } from './-built-in-page-view.tsx';

// A published builder page at /pricing replaces the built-in page while it is published.
const pricing = builtInPageRoute('/pricing', 'pricing');

export const Route = createFileRoute('/_public/pricing')({ ...pricing.options, component: builtInPageView(pricing, PricingPage) });
