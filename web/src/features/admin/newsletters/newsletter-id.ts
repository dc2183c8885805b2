/** A newsletter's id from the address (`/admin/newsletters/{id}`): a positive whole number, else null (no such newsletter). */
export function newsletterIdOf(param: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
