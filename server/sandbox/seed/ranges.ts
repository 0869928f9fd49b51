/**
 * Documented ids of the seeded data (server/README.md lists them). Tests and the README name these
 * constants instead of repeating numbers.
 */
export const TICKET_ID_FIRST = 4478900;
const TICKET_COUNT = 300;
export const TICKET_ID_LAST = TICKET_ID_FIRST + TICKET_COUNT - 1; // 4479199

/** Tickets that already hold replies (first-level, sub-replies and, on one of them, a draft). */
export const TICKETS_WITH_REPLIES_FIRST = 4478900;
export const TICKETS_WITH_REPLIES_LAST = 4478909;
/** The seeded ticket holding a draft reply (its `properties.hasDraft` is true). */
export const TICKET_WITH_DRAFT = 4478905;

/** Tickets whose `htmlMessage` is an XSS payload, for sanitizer tests (one payload per ticket). */
export const HOSTILE_TICKET_ID_FIRST = 4479180;

/** Seeded reply ids start here; replies created later continue the sequence. */
export const REPLY_ID_FIRST = 90_000_001;

/** Category ids start here (depth-first order). */
export const CATEGORY_ID_FIRST = 7001;
