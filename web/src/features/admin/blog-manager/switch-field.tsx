// The switch moved to admin/shared (the SEO settings of pages and builder pages use it too); kept here for this screen's imports.
export { SwitchField } from '../shared/switch-field.tsx';
