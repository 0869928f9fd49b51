// The popup's snooze views, one chunk loaded with import() when first needed: a row's menu (Z) and
// the Snoozed tab.
export { SnoozedList } from './SnoozedList';
export { SnoozeMenu } from './SnoozeMenu';
