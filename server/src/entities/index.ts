import { ActivityEntrySchema } from './activity-entry.entity.ts';
import { AdminInvitationSchema } from './admin-invitation.entity.ts';
import { BlogPostRevisionSchema } from './blog-post-revision.entity.ts';
import { BlogPostSchema } from './blog-post.entity.ts';
import { BlogSlugRedirectSchema } from './blog-slug-redirect.entity.ts';
import { BuilderLogEntrySchema } from './builder-log-entry.entity.ts';
import { BuilderPageCheckpointSchema } from './builder-page-checkpoint.entity.ts';
import { BuilderPageRedirectSchema } from './builder-page-redirect.entity.ts';
import { BuilderPageSnapshotSchema } from './builder-page-snapshot.entity.ts';
import { BuilderPageSchema } from './builder-page.entity.ts';
import { BuilderTemplateSchema } from './builder-template.entity.ts';
import { ContactMessageSchema } from './contact-message.entity.ts';
import { EditablePageSchema } from './editable-page.entity.ts';
import { MediaAssetSchema } from './media-asset.entity.ts';
import { MediaBindingSchema } from './media-binding.entity.ts';
import { MediaFileSchema } from './media-file.entity.ts';
import { NewsletterSubscriptionSchema } from './newsletter-subscription.entity.ts';
import { PreviewLinkSchema } from './preview-link.entity.ts';
import { PasswordResetTokenSchema } from './password-reset-token.entity.ts';
import { UserSchema } from './user.entity.ts';

/** Every entity the ORM knows, listed explicitly (no folder discovery). */
export const entities = [
  UserSchema,
  EditablePageSchema,
  MediaAssetSchema,
  MediaFileSchema,
  MediaBindingSchema,
  BlogPostSchema,
  BlogPostRevisionSchema,
  BlogSlugRedirectSchema,
  PasswordResetTokenSchema,
  AdminInvitationSchema,
  ActivityEntrySchema,
  ContactMessageSchema,
  NewsletterSubscriptionSchema,
  BuilderPageSchema,
  BuilderPageRedirectSchema,
  BuilderLogEntrySchema,
  BuilderPageSnapshotSchema,
  BuilderPageCheckpointSchema,
  BuilderTemplateSchema,
  PreviewLinkSchema,
];
