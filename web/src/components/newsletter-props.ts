import { useRouterState } from '@tanstack/react-router';
import { refusedText } from '../lib/form-post-fields.tsx';
import { useFormResult } from '../lib/form-post.tsx';
import type { NewsletterRefusal, NewsletterSource } from './newsletter-form.tsx';

/**
 * The newsletter island's props where a form from `source` sits (in a server-rendered parent): the page
 * to come back to after a post without script, and that form's refusal when the server has just shown it again.
 */
export function useNewsletterProps(source: NewsletterSource): {
  source: NewsletterSource;
  back: string;
  refused: NewsletterRefusal | null;
} {
  const back = useRouterState({ select: (state) => state.location.href });
  // A page can hold two newsletter forms (the blog's band and the footer): the refusal is the one sent from there.
  const result = useFormResult('newsletter');
  const refused = result && result.values.source === source ? { email: refusedText(result, 'email'), message: result.message } : null;
  return { source, back, refused };
}
