import { router } from './trpc.ts';
import { activityRouter } from './routers/activity.router.ts';
import { analyticsRouter } from './routers/analytics.router.ts';
import { blogAdminRouter } from './routers/blog-admin.router.ts';
import { blogPostRouter } from './routers/blog-post.router.ts';
import { builderFormRouter } from './routers/builder-form.router.ts';
import { builderPageRouter } from './routers/builder-page.router.ts';
import { builderTemplateRouter } from './routers/builder-template.router.ts';
import { contactRouter } from './routers/contact.router.ts';
import { emailAddressRouter } from './routers/email-address.router.ts';
import { mediaRouter } from './routers/media.router.ts';
import { newsletterRouter } from './routers/newsletter.router.ts';
import { newsletterIssueRouter } from './routers/newsletter-issue.router.ts';
import { notFoundRouter } from './routers/not-found.router.ts';
import { redirectRouter } from './routers/redirect.router.ts';
import { siteSearchRouter } from './routers/site-search.router.ts';
import { pageRouter } from './routers/page.router.ts';
import { postReviewRouter } from './routers/post-review.router.ts';
import { privacyRouter } from './routers/privacy.router.ts';
import { previewLinkRouter } from './routers/preview-link.router.ts';
import { profileRouter } from './routers/profile.router.ts';
import { seoReportRouter } from './routers/seo-report.router.ts';
import { supportRouter } from './routers/support.router.ts';
import { teamRouter } from './routers/team.router.ts';
import { trialRouter } from './routers/trial.router.ts';
import { userRouter } from './routers/user.router.ts';

/** The root tRPC router: one sub-router per domain noun. */
export const appRouter = router({
  activity: activityRouter,
  analytics: analyticsRouter,
  blogAdmin: blogAdminRouter,
  blogPost: blogPostRouter,
  builderForm: builderFormRouter,
  builderPage: builderPageRouter,
  builderTemplate: builderTemplateRouter,
  contact: contactRouter,
  emailAddress: emailAddressRouter,
  media: mediaRouter,
  newsletter: newsletterRouter,
  newsletterIssue: newsletterIssueRouter,
  notFound: notFoundRouter,
  redirect: redirectRouter,
  siteSearch: siteSearchRouter,
  page: pageRouter,
  postReview: postReviewRouter,
  previewLink: previewLinkRouter,
  privacy: privacyRouter,
  profile: profileRouter,
  seoReport: seoReportRouter,
  support: supportRouter,
  team: teamRouter,
  trial: trialRouter,
  user: userRouter,
});

/** The type the web client is generated from (imported with `import type` only). */
export type AppRouter = typeof appRouter;
