import { z } from 'zod';

// Extension pages run under a CSP without 'unsafe-eval': zod must never compile validators with
// `new Function`. Every module imports `z` from here so the setting is applied before any schema.
z.config({ jitless: true });

export { z };
