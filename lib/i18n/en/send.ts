// After a send: what the ticket's change says about an ambiguous failure, and the duplicate note.

const CHECK = 'Open the ticket and check before sending again.';

export const sendMessages = {
  'verdict.checking': 'Checking the ticket to find out whether the reply was created…',
  'verdict.not-checked': `Sidedesk could not check the ticket afterwards. {reason} ${CHECK}`,
  'verdict.no-snapshot': `Sidedesk has nothing to compare with. ${CHECK}`,
  'verdict.draft-saved':
    'The ticket now has a draft it did not have before you pressed Save draft: your draft was most likely saved. Check before saving again.',
  'verdict.draft-unknown':
    'A draft does not change the ticket’s reply count, so Sidedesk cannot tell whether it was saved. Open the ticket and check before saving again.',
  'verdict.more-replies.one':
    'The ticket now has {count} more reply than before you pressed Send: your reply was most likely created. Check before sending again.',
  'verdict.more-replies.other':
    'The ticket now has {count} more replies than before you pressed Send: your reply was most likely created. Check before sending again.',
  'verdict.fewer-replies': `The ticket has fewer replies than before you pressed Send. ${CHECK}`,
  'verdict.activity-moved': `The ticket’s reply count is unchanged but its last activity moved. ${CHECK}`,
  'verdict.no-reply-yet':
    'The ticket shows no new reply yet, but the Ticket API did not answer in time and may still create it. Wait a minute and check the ticket before sending again.',
  'verdict.not-sent': 'The ticket has no new reply since you pressed Send: it was most likely not sent.',
  'note.duplicate.other':
    'The ticket gained {count} replies since you pressed Send, not 1: someone else replied meanwhile, or the reply was sent twice. Check the ticket for a duplicate.',
} as const;
