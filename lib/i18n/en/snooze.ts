// Snooze (lib/snooze/): the menu, the Snoozed list, and a ticket back from snooze.

export const snoozeMessages = {
  'snooze.action': 'Snooze',
  'snooze.row': 'Snooze ticket {id}',
  'snooze.menu': 'Snooze ticket {id} until',
  'snooze.preset.hour': 'In 1 hour',
  'snooze.preset.afternoon': 'This afternoon',
  'snooze.preset.tomorrow-morning': 'Tomorrow morning',
  'snooze.preset.tomorrow': 'Tomorrow',
  'snooze.preset.next-week': 'Next week',
  'snooze.pick': 'Date and time',
  'snooze.pick-go': 'Snooze until then',
  'snooze.until-reply': 'Until the customer replies',
  'snooze.cancel': 'Cancel',
  'snooze.snoozed-until': 'Snoozed until {time}',
  'snooze.snoozed-until-reply': 'Snoozed until the customer replies',
  'snooze.unsnooze': 'Unsnooze',
  'snooze.unsnooze-row': 'Unsnooze ticket {id}: back to Watched now',
  'snooze.back': 'Back from snooze',
  'snooze.comes-back': 'Back {time}',
  'snooze.comes-back-reply': 'Back when the customer replies',
  'snooze.failed': 'Not snoozed: {reason}',
  'tabs.snoozed': 'Snoozed',
  'lists.label.snoozed': 'Snoozed tickets',
  'lists.empty.snoozed':
    'No snoozed tickets. Press Z on a row (or Snooze in the side panel) to put a ticket away until later.',
} as const;
