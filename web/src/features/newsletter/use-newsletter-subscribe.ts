import { toast } from '../../lib/toast-store.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Returns the newsletter sign-up action for a form in `source` (footer or blog band): it stores the
 * address, tells the person whether it was new or already on the list, and on refusal shows the
 * server's message and rethrows so the form keeps what was typed.
 */
export function useNewsletterSubscribe(source: 'footer' | 'blog'): (email: string) => Promise<void> {
  const subscribe = trpc.newsletter.subscribe.useMutation();
  return async (email: string) => {
    try {
      const result = await subscribe.mutateAsync({ email, source });
      if (result.status === 'already-subscribed') {
        toast({ title: "You're already subscribed", description: `${email} is already on our list. Thanks for reading!` });
      } else {
        toast({ title: 'Subscribed!', description: 'Thanks for subscribing. Watch your inbox for local SEO tips.' });
      }
    } catch (error) {
      toast({
        title: "We couldn't subscribe you",
        description: error instanceof Error && error.message ? error.message : 'Please try again in a moment.',
        variant: 'destructive',
      });
      throw error;
    }
  };
}
