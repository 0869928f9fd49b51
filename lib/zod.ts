import { z } from 'zod/mini';

// The extension reads with `zod/mini` (same package, tree-shakable: the worker ships only the
// schemas and checks it uses, no JSON Schema or English error texts; issues carry codes, which is
// all the pages turn into sentences). The server and its tests import full zod themselves and may
// compose these schemas into their own.
//
// Extension pages run under a CSP without 'unsafe-eval': zod must never compile validators with
// `new Function`. Every module imports `z` from here so the setting is applied before any schema.
z.config({ jitless: true });

export { z };
