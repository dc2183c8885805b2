import type * as FormSchemas from './form-schemas.ts';

/** The public forms' schemas, as `form-schemas.ts` exports them. */
export type PublicFormSchemas = typeof FormSchemas;

let loading: Promise<PublicFormSchemas> | undefined;
let loaded: PublicFormSchemas | undefined;

/**
 * Loads the public forms' schemas (and zod with them) once: a form calls this on its first focus and
 * on submit. A failed load (the network dropped) is tried again on the next call.
 */
export function loadFormSchemas(): Promise<PublicFormSchemas> {
  loading ??= import('./form-schemas.ts').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The schemas once loaded, else undefined (checking as a person types only follows a submit, which loads them). */
export function loadedFormSchemas(): PublicFormSchemas | undefined {
  return loaded;
}

/** Starts loading the schemas without waiting (a form's onFocus): by the first submit they are there. */
export function prepareFormSchemas(): void {
  loadFormSchemas().catch(() => {});
}
