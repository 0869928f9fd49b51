// Why a ticket link pattern from Options cannot be used.

export const settingsMessages = {
  'pattern.has-space': '"{pattern}" contains a space; write one pattern per line.',
  'pattern.too-long': 'A pattern can be at most {max} characters long.',
  'pattern.id-count': '"{pattern}" must contain {marker} exactly once, where the ticket number stands.',
  'pattern.stacked-wildcards': '"{pattern}" has more than one * in one part of the link; keep one per part.',
  'pattern.too-vague': '"{pattern}" is too vague: add the part of the link that names tickets.',
} as const;
