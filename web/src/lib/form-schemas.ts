/**
 * The contract schemas the public forms check their fields with. Imported only through
 * `loadFormSchemas()`, so zod and the schemas are a chunk of their own, fetched when a visitor first
 * uses a form (its first focus, or a submit) rather than with the page.
 */
export { contactMessageSchema, forgotPasswordSchema, loginSchema, resetPasswordFormSchema, signUpFormSchema } from '@app/contracts';
export {
  acceptInvitationFormSchema,
  changePasswordFormSchema,
  renameSchema,
  requestEmailChangeSchema,
  updateProfileSchema,
} from '@app/contracts';
export { answerSupportRequestSchema, supportRequestSchema } from '@app/contracts';
