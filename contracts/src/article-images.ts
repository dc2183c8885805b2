// Plain string work, no zod and no DOM: the server and the browser count the same way.

/** The value of `name` among the attributes written inside one start tag (`<img …>`), or null when absent. */
function attributeOf(tag: string, name: string): string | null {
  // Quoted values are skipped whole, so an attribute named inside another's value is not taken for one.
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const body = tag.replace(/^<\s*img\b/i, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(pattern)) {
    if (match[1]!.toLowerCase() === name) return match[2] ?? match[3] ?? match[4] ?? '';
  }
  return null;
}

/**
 * How many images of article HTML have no alt text (none, or only spaces). Publishing needs every image
 * described: the editor's form and the server count with this one function. A missing image the WordPress import
 * left (`<img data-missing-src alt>` without a src) is not counted: it is a placeholder in the editor that the public
 * site leaves out, so no reader ever meets it undescribed.
 */
export function countImagesLackingAlt(html: string): number {
  let missing = 0;
  for (const [tag] of html.matchAll(/<img\b(?:"[^"]*"|'[^']*'|[^'">])*>/gi)) {
    if (attributeOf(tag, 'src') === null && attributeOf(tag, 'data-missing-src') !== null) continue;
    const alt = attributeOf(tag, 'alt');
    if (alt === null || alt.replace(/&nbsp;|&#160;/g, ' ').trim() === '') missing += 1;
  }
  return missing;
}

/** The sentence that asks for the missing alt texts of `count` images (count ≥ 1). */
export function missingAltMessage(count: number): string {
  const images = count === 1 ? '1 image has' : `${count} images have`;
  return `${images} no alt text. Select each image in the editor and describe it in its Alt text field, then publish again.`;
}
