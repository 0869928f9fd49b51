import { serveSanitizer } from '@/lib/html/sanitizer-frame';

// A sandboxed extension page (manifest `sandbox.pages`): the only place hostile HTML is parsed.
// It has an opaque origin, no extension APIs, and the sandbox CSP, under which parsing an event
// handler attribute into an inert document is not reported as a violation (see sanitize.ts).
serveSanitizer();
