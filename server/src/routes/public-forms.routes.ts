import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_ROUTE, answerFormPost, asAppError, formFields, isFormPost } from '../forms/form-post.ts';
import { withNotice } from '@app/contracts/form-post';
import { appRouter } from '../trpc/app-router.ts';
import { createContextInner } from '../trpc/context.ts';
import { publicOrigin } from '../seo/site-origin.ts';

/** A builder form's values as posted (`field-0`, `field-1`, ..., its fields by position) as the list the procedure takes. */
function fieldList(fields: Record<string, unknown>): string[] {
  const positions = Object.keys(fields)
    .map((name) => /^field-(\d{1,2})$/.exec(name)?.[1])
    .filter((index) => index !== undefined);
  const count = Math.max(0, ...positions.map((index) => Number(index) + 1));
  return Array.from({ length: count }, (_, index) => {
    const value = fields[`field-${index}`];
    return typeof value === 'string' ? value : '';
  });
}

/**
 * The contact form, the forms of published builder pages and the newsletter sign-ups posted without
 * JavaScript (`POST /api/contact`, `/api/builder-form`, `/api/newsletter`; register in the session scope). With script the page calls the same tRPC
 * procedures; these adapters call them in-process, so validation and rate limits are the procedures'
 * own. A JSON body gets the procedure's answer as JSON.
 */
export async function publicFormsRoutes(app: FastifyInstance): Promise<void> {
  const caller = (request: FastifyRequest) =>
    appRouter.createCaller(
      createContextInner({
        em: app.orm.em.fork(),
        user: request.user,
        session: request.session,
        ip: request.ip,
        mail: { queue: app.mailQueue, origin: publicOrigin(app) },
      }),
    );

  /** Runs a procedure for a JSON body, answering its refusal as the REST adapters do. */
  const asJson = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw asAppError(error) ?? error;
    }
  };

  app.post('/api/contact', FORM_ROUTE, (request, reply) => {
    if (!isFormPost(request)) return asJson(() => caller(request).contact.create(request.body as never));
    return answerFormPost(request, reply, {
      form: 'contact',
      page: '/contact',
      work: () => caller(request).contact.create(formFields(request) as never),
      success: (_result, back) => withNotice(back, 'message-sent'),
    });
  });

  app.post('/api/builder-form', FORM_ROUTE, (request, reply) => {
    if (!isFormPost(request)) return asJson(() => caller(request).builderForm.submit(request.body as never));
    const fields = formFields(request);
    const { pageSlug, formId } = fields;
    return answerFormPost(request, reply, {
      form: 'builder-form',
      page: '/',
      work: () => caller(request).builderForm.submit({ pageSlug, formId, values: fieldList(fields) } as never),
      // Back at the form (`sent` names it), which then shows its own success message.
      success: (_result, back) => {
        const url = new URL(withNotice(back, 'message-sent'), 'http://form.invalid');
        const sent = typeof formId === 'string' ? formId : '';
        url.searchParams.set('sent', sent);
        return `${url.pathname}${url.search}#${encodeURIComponent(sent)}`;
      },
    });
  });

  app.post('/api/newsletter', FORM_ROUTE, (request, reply) => {
    if (!isFormPost(request)) return asJson(() => caller(request).newsletter.subscribe(request.body as never));
    return answerFormPost(request, reply, {
      form: 'newsletter',
      page: '/',
      work: () => caller(request).newsletter.subscribe(formFields(request) as never),
      // The same answer whether the address was new, pending or confirmed, as with script: check your inbox.
      success: (_result, back) => withNotice(back, 'subscribed'),
    });
  });
}
