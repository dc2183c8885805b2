import { z } from 'zod';

// No code generation: zod's JIT would probe `new Function`, which the site's Content Security
// Policy (script-src 'self') forbids and browsers report as a violation.
z.config({ jitless: true });

/** zod, configured for this project; contract files import it from here. */
export { z };
